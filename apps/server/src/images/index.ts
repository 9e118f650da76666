// Icons and images (shell 2.9, 7.3, 9; issue 23): the icon sprite by content version and the
// image proxy. Built by the composition root from what it states: the allowed hosts of the site
// config, a way to read our own API in process, and the web's public folder.
export { encodeImage, type EncodeOptions } from './encode';
export { ImageProxy, type ImageProxyDeps, type RenderedImage } from './image-proxy';
export { imageReader, type ImageReaderDeps } from './local-source';
export { fetchRemoteImage, MAX_SOURCE_BYTES } from './remote-source';
export { loadIconSprite, spriteVersion, type IconSprite } from './icon-sprite';
export { iconRoutes, imageRoutes } from './routes';
