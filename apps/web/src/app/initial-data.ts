import { queryClient } from '../lib/query-client';
import { seedFirstLoad } from './first-load-data';

// At import, before anything else runs: main.tsx imports this module first, because creating the
// router (app/router.tsx) runs the first screen's loaders, which would otherwise ask the API for the
// data the page brought.
seedFirstLoad(queryClient);
