// The live chat's side of the server (issue 23; domain 7 GET /watchersio/userid).
export { chatRoutes, chatUserId } from './routes';
