// Channel names of DESIGN and shell 4.5 live in the contract, so the browser builds the same ones.
export { channelLocale } from '@sb/domain';
export {
  matchChannel,
  parseChannel,
  privateChannel,
  publicChannel,
  type ChannelInfo,
} from '@sb/contract';
