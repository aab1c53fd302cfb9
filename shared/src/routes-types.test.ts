import type { PathParams, RouteKey, RouteKeyOf, RouteOf } from './routes';

/** Compiles only when A and B are the same type (tsc checks these; jest runs the one assertion below). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(value: T): T => value;

describe('route types', () => {
  it('derives route keys, area keys and path parameters from the table', () => {
    expectType<Equal<PathParams<'GET /api/template/{id}/file/{kind}'>, { id: string; kind: string }>>(true);
    expectType<Equal<PathParams<'GET /api/category'>, Record<never, string>>>(true);
    expectType<
      Equal<
        RouteKeyOf<'categories'>,
        'GET /api/category' | 'POST /api/category' | 'PUT /api/category/{id}' | 'DELETE /api/category/{id}'
      >
    >(true);
    expectType<Equal<RouteOf<'POST /api/payment'>['area'], 'payments'>>(true);
    const login: RouteKey = 'POST /api/auth/login';
    // @ts-expect-error a misspelled route key is not a RouteKey
    const misspelled: RouteKey = 'POST /api/auth/logn';
    // @ts-expect-error a route of another area is not one of the area's keys
    const elsewhere: RouteKeyOf<'payments'> = 'GET /api/category';
    expect([login, misspelled, elsewhere]).toHaveLength(3);
  });
});
