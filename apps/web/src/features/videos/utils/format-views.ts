// The server writes the same text on cards: one function for both, in the contract.
export { formatViews } from '@promptreel/contract';
