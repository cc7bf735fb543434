import { ACCOUNT_HEADERS } from '../../../contracts/account/constants';
import {
  DeviceRegistered,
  DeviceRemoved,
  DevicesErrorBody,
  VapidPublicKey,
  type BrowserDeviceRegistration,
  type BrowserDeviceRemoval,
} from '../../../contracts/devices/index';
import { upstreamRequests, type EndpointResult, type UpstreamClientOptions } from '../client';
import { DEVICES_ENDPOINTS } from './constants';

/** The device service's refusal: its code, message and, for a bad body, the field. */
export type DevicesRefusal = DevicesErrorBody['error'];
export type DevicesResult<T> = EndpointResult<T, DevicesRefusal>;

/** Typed calls to the device service (docs/rules/push.md#device-registration), each endpoint behind its own breaker. */
export interface DevicesClient {
  /** Where the service answers. /readyz does not ask it: pages never wait for push. */
  readonly baseUrl: string;
  /** Registers (or updates) a browser's subscription; linked to the account the identity token names. */
  register(registration: BrowserDeviceRegistration, idToken?: string): Promise<DevicesResult<DeviceRegistered>>;
  /** Removes a browser's subscription, named by its token. */
  remove(removal: BrowserDeviceRemoval): Promise<DevicesResult<DeviceRemoved>>;
  /** The VAPID public key; kept after the first answer (it changes only with the service's configuration). */
  vapidPublicKey(): Promise<DevicesResult<VapidPublicKey>>;
}

/** Built once per process: the breakers live as long as the gateway. */
export function createDevicesClient(baseUrl: string, options: UpstreamClientOptions = {}): DevicesClient {
  const endpoint = upstreamRequests(
    { name: 'devices', baseUrl, endpoints: DEVICES_ENDPOINTS, errorBody: DevicesErrorBody },
    options,
  );
  const register = endpoint('register', DeviceRegistered);
  const remove = endpoint('remove', DeviceRemoved);
  const key = endpoint('key', VapidPublicKey);
  let keptKey: DevicesResult<VapidPublicKey> | undefined;
  return {
    baseUrl,
    register: (body, idToken) => register({ body, headers: { [ACCOUNT_HEADERS.idToken]: idToken } }),
    remove: (body) => remove({ body }),
    async vapidPublicKey() {
      if (keptKey) return keptKey;
      const answer = await key();
      // Only a success is kept: a failure is asked again next time.
      if (answer.ok) keptKey = answer;
      return answer;
    },
  };
}
