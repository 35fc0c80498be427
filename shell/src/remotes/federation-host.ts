// The Module Federation runtime, loaded only when a page first needs a remote (issue 14): the shell is built
// without the federation plugin, so its first screen carries no runtime; this chunk creates the host instance
// and offers the remotes the shell's own copies of the shared libraries, as the plugin used to.
import { createInstance } from '@module-federation/enhanced/runtime';
// CommonJS packages: a federated host hands a remote their module.exports, which is what the default import is.
import React from 'react';
import ReactJsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import ReactDomClient from 'react-dom/client';
import { provideFederationRuntimeCore } from '@shop/shared/federation/provide-runtime-core';
import { loadReactQueryOffer } from './react-query-offer';
import { remoteEntryOf } from './remote-entry';

/** Installed versions of the shared packages, written in by the shell's build (shared/build/webpack-config.cjs). */
declare const __SHARED_VERSIONS__: Record<string, string>;

type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** A shared package the shell has loaded already: offered as it is, so a remote can never bring its own React. */
function loaded(name: string, lib: unknown): Shared[string] {
  const version = __SHARED_VERSIONS__[name] ?? '0.0.0';
  return { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: version } };
}

/**
 * An ES module package: fetched when a remote first asks for it. A static namespace import would mark every
 * export used and keep the whole package in the shell's first-screen chunks; a dynamic one puts only the parts
 * the shell does not use itself into a lazy chunk.
 */
function onDemand(name: string, load: () => Promise<unknown>): Shared[string] {
  const version = __SHARED_VERSIONS__[name] ?? '0.0.0';
  return { version, get: () => load().then((module) => () => module), shareConfig: { singleton: true, requiredVersion: version } };
}

/**
 * Every module of @shop/shared, one lazy chunk each where the shell has not loaded it already: a remote's
 * `@shop/shared/bus/bus` must be the shell's instance (one bus, one toast context, one API client context).
 * Tests and test helpers (fixtures, fakes, render-in-widget) are left out; nothing in the shop imports them. Nor is the
 * runtime core's provider (`federation/`): it runs before any remote, which never imports it.
 */
const shopShared = import.meta.webpackContext('@shop/shared', {
  recursive: true,
  regExp: /\.tsx?$/,
  exclude: /(\.test\.tsx?|\.fixture\.ts|\.d\.ts|[\\/]test-support[\\/].*|[\\/]fake-[^\\/]*|[\\/]render-in-widget\.tsx|[\\/]federation[\\/].*)$/,
  mode: 'lazy',
  // No chunkName: a named chunk's name goes into main.js's chunk map, and these 120-odd names cost every page 0.46 KB.
});

function shopSharedModules(): Shared {
  const version = __SHARED_VERSIONS__['@shop/shared'] ?? '0.0.0';
  const modules: Shared = {};
  for (const key of shopShared.keys()) {
    const path = key.replace(/^\.\//, '').replace(/\.tsx?$/, '');
    modules[`@shop/shared/${path}`] = { version, get: () => shopShared(key).then((module) => () => module), shareConfig: { singleton: true, requiredVersion: `^${version}` } };
  }
  return modules;
}

// Before any remote entry runs: remotes are built without the runtime core and take this one (the same module
// createInstance runs on, so the page holds one copy).
provideFederationRuntimeCore();

/** What the shell offers remotes, by the name a remote asks for. */
const offers: Shared = {
  react: loaded('react', React),
  'react/jsx-runtime': loaded('react', ReactJsxRuntime),
  'react-dom': loaded('react-dom', ReactDom),
  'react-dom/client': loaded('react-dom', ReactDomClient),
  'styled-components': onDemand('styled-components', () => import(/* webpackChunkName: "federation-lib" */ 'styled-components')),
  '@lingui/core': onDemand('@lingui/core', () => import(/* webpackChunkName: "federation-lib" */ '@lingui/core')),
  '@lingui/react': onDemand('@lingui/react', () => import(/* webpackChunkName: "federation-lib" */ '@lingui/react')),
  '@tanstack/react-query': onDemand('@tanstack/react-query', loadReactQueryOffer),
  zustand: onDemand('zustand', () => import(/* webpackChunkName: "federation-lib" */ 'zustand')),
  'zustand/vanilla': onDemand('zustand', () => import(/* webpackChunkName: "federation-lib" */ 'zustand/vanilla')),
  'zustand/react': onDemand('zustand', () => import(/* webpackChunkName: "federation-lib" */ 'zustand/react')),
  // A chunk of its own (unnamed: a name would cost the home page's main.js bytes): only the checkout's persisted
  // store uses it, and in federation-lib it cost every remote page 3.2 KB.
  'zustand/middleware': onDemand('zustand', () => import('zustand/middleware')),
  ...shopSharedModules(),
};

const host = createInstance({
  name: 'shell',
  remotes: [],
  // 'version-first' would fetch every remote entry at start-up: one offline remote would break the page.
  shareStrategy: 'loaded-first',
  shared: offers,
});

/** `entry`: the remote's address as /remotes.json names it (its mf-manifest.json). */
export function register(remotes: { name: string; entry: string }[], force: boolean): void {
  host.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry: remoteEntryOf(entry) })), { force });
}

/**
 * Starts fetching the shell's offers of these shared modules now, so a remote that is about to start finds them
 * loaded instead of asking for them one after another once its entry has run. A name the shell does not offer is
 * skipped; a failed fetch is the remote's to meet again (and report) when it asks.
 */
export function warm(names: readonly string[]): void {
  for (const name of names) {
    const offer = offers[name];
    // Only offers fetched on demand have a `get`; a loaded one (React) is here already.
    if (offer && 'get' in offer && offer.get) void Promise.resolve(offer.get()).catch(() => undefined);
  }
}

export function load<T>(id: string): Promise<T | null> {
  return host.loadRemote<T>(id);
}
