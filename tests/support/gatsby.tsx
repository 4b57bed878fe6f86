// The slice of Gatsby's browser API that components use, for component tests.
import { createContext } from 'react';
import type React from 'react';
import { jest } from '@jest/globals';

export const navigate = jest.fn((_to: string, _options?: unknown) => Promise.resolve(undefined));

export function Link({
  to,
  children,
  activeClassName: _a,
  partiallyActive: _p,
  ...rest
}: {
  to: string;
  children?: React.ReactNode;
  activeClassName?: string;
  partiallyActive?: boolean;
  [key: string]: unknown;
}) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const graphql = () => null;

let staticQueryData: unknown = {};
export function setStaticQueryData(data: unknown) {
  staticQueryData = data;
}
export function useStaticQuery() {
  return staticQueryData;
}

/** The static queries' results Gatsby's root provides (src/gatsbyExports.d.ts). */
export const StaticQueryContext = createContext<Record<string, unknown>>({});
