import { config } from 'zod/mini';
import { queryClient } from '../lib/query-client';
import { seedFirstLoad } from './first-load-data';

// Zod compiles a parser for each object schema the first time it is used (new Function), which
// pays off over many parses of one schema, as on the server. A page parses each schema a few
// times, and the compiling was the largest part of its start-up work: interpret instead.
config({ jitless: true });

// At import, before anything else runs: main.tsx imports this module first, because creating the
// router (app/router.tsx) runs the first screen's loaders, which would otherwise ask the API for the
// data the page brought.
seedFirstLoad(queryClient);
