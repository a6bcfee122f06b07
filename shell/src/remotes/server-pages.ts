import { createContext, type ComponentType } from 'react';

/**
 * Pages the server renders with, by id (`mf_public/HomePage`), taken from the remotes' server builds. In
 * the browser there are none: each page is loaded from its remote, and a page the server rendered stays
 * on screen, as the server wrote it, until its code has arrived and hydrated it.
 */
export const ServerPagesContext = createContext<Readonly<Record<string, ComponentType>>>({});
