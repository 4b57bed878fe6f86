/**
 * An island: a component that needs the browser (state, handlers), rendered
 * at build time like everything else and then hydrated on the pages that use
 * it, and only there (src/client/islands.ts loads its code when the page has
 * one). Its props travel as JSON in the page, so they must be plain data.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

export function island<P extends Record<string, unknown>>(name: string, Component: ComponentType<P>) {
  function Island(props: P) {
    if ('children' in props && props.children !== undefined) {
      throw new Error(`The island <${name}> was given children; an island takes plain-data props only (text, numbers, lists), so its markup can be hydrated`);
    }
    let json: string;
    try {
      json = JSON.stringify(props);
    } catch (error) {
      throw new Error(`The props of <${name}> are not plain data: ${(error as Error).message}`);
    }
    // renderToString (not static markup): the markers React needs to hydrate the same tree in the browser.
    return createElement('div', {
      'data-island': name,
      'data-props': json,
      className: 'island',
      dangerouslySetInnerHTML: { __html: renderToString(createElement(Component, props)) },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
