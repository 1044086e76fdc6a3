import { createHash } from 'node:crypto';
import { addressGroup } from '../lib/address-group.js';

/** An address's group, hashed: what the view limits and the Studio keep of a visitor's address. */
export const addressKeyOf = (address: string) =>
  createHash('sha256').update(addressGroup(address)).digest('base64url').slice(0, 22);

/**
 * Who a view or a watch report is from: the signed-in user, else the browser's session id, else (a
 * client that sends none) the address's key, so a loop of bare requests is one viewer too.
 */
export const viewerKeyOf = (viewerId: string | null, sessionId: string | undefined, address: string) =>
  viewerId ? `u:${viewerId}` : sessionId ? `s:${sessionId}` : `a:${addressKeyOf(address)}`;
