import { REMOTES, type RemoteName } from './remotes';

export type { RemoteName };

/** The pages one remote exposes. */
type PageOf<R extends RemoteName> = keyof (typeof REMOTES)[R]['pages'] & string;

const byRemote = <T>(pick: (name: RemoteName) => T) =>
  Object.fromEntries((Object.keys(REMOTES) as RemoteName[]).map((name) => [name, pick(name)])) as Record<RemoteName, T>;

/**
 * The pages the shell loads from each remote (from the list in remotes.ts): the contract every remote
 * build is checked against (contract-check.ts) and the only names the shell's route table may use.
 */
export const REMOTE_PAGES = byRemote<readonly string[]>((name) => Object.keys(REMOTES[name].pages)) as {
  readonly [R in RemoteName]: readonly PageOf<R>[];
};

/** `mf_patient/VerifyPage`: a page of the contract, as the shell's routes name it. */
export type RemotePageId = { [R in RemoteName]: `${R}/${PageOf<R>}` }[RemoteName];

export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTES, name);

/**
 * The pages the site renders on the server as well: the public pages a visitor lands on, which then show
 * their content from the HTML, before any script has run. Each remote's server build holds these.
 */
export const SERVER_RENDERED_PAGES = byRemote<readonly string[]>((name) => REMOTES[name].serverRendered) as {
  readonly [R in RemoteName]: readonly PageOf<R>[];
};

/** Of the server-rendered pages, those served as islands (decision 59). */
export const ISLAND_PAGES = byRemote<readonly string[]>((name) => REMOTES[name].islands ?? []) as {
  readonly [R in RemoteName]: readonly PageOf<R>[];
};
