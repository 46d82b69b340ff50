import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import type { Operation } from './operation.ts';

/** Every operation of every table the package exports. */
const operations: Operation[] = Object.entries(contract)
  .filter(([name]) => name.endsWith('Operations'))
  .flatMap(([, table]) => Object.values(table as Record<string, Operation>));

describe('the operation tables', () => {
  it('hold every operation of the API once, by method and path and by operationId', () => {
    expect(operations.length).toBeGreaterThan(150);
    const routes = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('list permission_denied for an operation gated by a licence permission, forbidden for an admin one', () => {
    const gated = operations.filter((operation) => operation.permission !== undefined);
    expect(gated.length).toBeGreaterThan(40);
    for (const operation of gated) {
      const refusal = operation.permission === 'admin' ? 'forbidden' : 'permission_denied';
      expect(operation.errors, operation.operationId).toContain(refusal);
    }
  });

  it('say in their description which records a licence permission leaves open, and only on gated operations', () => {
    const waived = operations.filter((operation) => operation.permissionWaivedFor !== undefined);
    expect(waived.map((operation) => operation.operationId).sort()).toEqual([
      'createDiagnosis',
      'moveDiagnosis',
      'updateDiagnosis',
    ]);
    for (const operation of waived) {
      expect(operation.permission, operation.operationId).toBeDefined();
      expect(operation.description, operation.operationId).toContain(operation.permissionWaivedFor);
    }
  });

  it('describe every query parameter they declare', () => {
    const withQuery = operations.filter((operation) => operation.query !== undefined);
    expect(withQuery.map((operation) => operation.operationId).sort()).toEqual([
      'downloadClinicalReport',
      'downloadCookiePolicy',
      'downloadEmergencyCard',
      'downloadFhirSummary',
    ]);
    for (const operation of withQuery) {
      for (const [name, description] of Object.entries(operation.query ?? {})) {
        expect(description.length, `${operation.operationId} ${name}`).toBeGreaterThan(0);
        expect(operation.description, `${operation.operationId} ${name}`).toContain(`\`${name}\``);
      }
    }
  });

  it('describe every parameter their path names, and no other', () => {
    for (const operation of operations) {
      const inPath = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(operation.pathParams ?? {}).sort(), operation.operationId).toEqual(inPath);
    }
  });
});
