// Channel names of DESIGN and shell 4.5 live in the contract, so the browser builds the same ones.
export {
  channelLocale,
  matchChannel,
  parseChannel,
  privateChannel,
  publicChannel,
  type ChannelInfo,
} from '@sb/contract';
