// The form POSTs the worker accepts, by unprefixed path (src/site/routes.ts lists the paths):
// each feature's handler, called with the request and the path's parameters. Each returns an
// outcome (a 303 to a page, or a view with its status); src/http/form-routes.ts turns it into a response.
import type { PostPath } from '../site/routes.ts';
import { postContact } from './contact/handler.ts';
import type { FormCall, Outcome } from './forms/outcome.ts';
import { postConfirm, postSubscribe, postUnsubscribe } from './newsletter/handler.ts';

export type FormHandler = (call: FormCall) => Promise<Outcome>;

export const formHandlers: Readonly<Record<PostPath, FormHandler>> = {
  '/contact': postContact,
  '/newsletter': postSubscribe,
  '/newsletter/confirm/:token': (call) => postConfirm(call, call.ctx.params.token ?? ''),
  '/newsletter/unsubscribe/:token': (call) => postUnsubscribe(call, call.ctx.params.token ?? ''),
};

export { scheduled } from './scheduled.ts';
