import type { MeResponse } from '../../contracts/account/index';
import type { ViewerIdentity } from '../identity/token';

/** Who is asking, as Query.me found them: a signed-in consumer with their account, or a visitor. */
export type ViewerModel = { identity: ViewerIdentity; me: MeResponse } | { identity: null; me: null };

export const VISITOR: ViewerModel = { identity: null, me: null };
