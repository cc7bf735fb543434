import { describe, expect, it } from '@jest/globals';
import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { prepareVehiclePage, vehiclePageListingId } from '../../web/src/ssr/hydration';

/** The reads made before a server-rendered page hydrates (web/src/ssr/hydration.ts). */

describe('the vehicle page route, as hydration reads it', () => {
  it('is the listing id of /cars-for-sale/vehicle/{id}, with or without a trailing slash', () => {
    expect(vehiclePageListingId('/cars-for-sale/vehicle/700034648')).toBe('700034648');
    expect(vehiclePageListingId('/cars-for-sale/vehicle/700034648/')).toBe('700034648');
  });

  it('is nothing on any other page', () => {
    for (const path of ['/cars-for-sale', '/cars-for-sale/vehicle/', '/compare', '/cars-for-sale/vehicle/1/photos'])
      expect(vehiclePageListingId(path)).toBeUndefined();
  });
});

describe('preparing the vehicle page', () => {
  it('reads from the cache only: nothing is fetched and nothing is written', async () => {
    const requests: string[] = [];
    const client = new ApolloClient({
      cache: new InMemoryCache(),
      link: new ApolloLink((operation) => {
        requests.push(operation.operationName ?? '?');
        return new Observable((observer) => observer.error(new Error('no request may go out')));
      }),
    });
    await prepareVehiclePage(client, '700034648', undefined);
    expect(requests).toEqual([]);
    expect(client.cache.extract()).toEqual({});
  });
});
