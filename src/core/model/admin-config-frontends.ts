/**
 * Front-ends (spec part 2 §3: name, ref, installed_refs; pleroma-fe offers refs master and
 * develop) and their install (§8: a failure says the version and the reason). Part of the
 * admin config store.
 *
 * Platform-free: no DOM, no Node.
 */
import { makeObservable, observable, runInAction } from 'mobx';
import type { AdminConfigApi, Frontend, FrontendInstall } from '../api/admin-config';
import { ApiError, describeError } from '../errors';
import type { ConfigPath } from './admin-config-values';

/** The version Petrel installs itself as (README: `ref` of the front-end zip). */
export const PETREL_FRONTEND_REF = '0.1.0';

/** Petrel's own entry among the front-ends (installed from a build URL, not a known ref). */
export const PETREL_FRONTEND = 'petrel';

/** The primary front-end (`:frontends, :primary`): its name and ref, as every face edits them. */
export const PRIMARY_FRONTEND_PATHS: readonly ConfigPath[] = [
  [':pleroma', ':frontends', ':primary', 'name'],
  [':pleroma', ':frontends', ':primary', 'ref'],
];

/** A front-end with the refs it can be installed at. */
export interface FrontendView extends Frontend {
  refs: string[];
}

/** Pleroma-FE's rule: pleroma-fe offers master and develop; others their configured ref. */
export function frontendRefs(frontend: Frontend): string[] {
  if (frontend.name === 'pleroma-fe') return ['master', 'develop'];
  return frontend.ref ? [frontend.ref] : [];
}

/** The outcome of an install, as both faces say it. */
export type InstallOutcome =
  | { ok: true; version: string }
  | { ok: false; version: string; reason: string };

export class FrontendsStore {
  items: readonly FrontendView[] = [];
  loaded = false;
  loading = false;
  error: string | null = null;
  /** `name/ref` being installed. */
  installing: string | null = null;
  /** The last install's outcome (a notice). */
  outcome: InstallOutcome | null = null;

  constructor(private readonly deps: { api: () => AdminConfigApi }) {
    makeObservable(this, {
      items: observable.ref,
      loaded: observable,
      loading: observable,
      error: observable,
      installing: observable,
      outcome: observable.ref,
    });
  }

  private take(list: Frontend[]): void {
    this.items = list.map((f) => ({ ...f, refs: frontendRefs(f) }));
    this.loaded = true;
    this.error = null;
  }

  async load(): Promise<void> {
    runInAction(() => {
      this.loading = true;
    });
    try {
      const list = await this.deps.api().frontends();
      runInAction(() => this.take(list));
    } catch (error) {
      runInAction(() => {
        this.error = describeError(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Petrel installed from the zip `npm run build:frontend` makes, served from `buildUrl`. */
  installPetrel(buildUrl: string): Promise<InstallOutcome> {
    return this.install({
      name: PETREL_FRONTEND,
      ref: PETREL_FRONTEND_REF,
      buildUrl: buildUrl.trim(),
      buildDir: '.',
    });
  }

  /** Install `name` at `ref`; the outcome says `name/ref` and, on failure, the server's reason. */
  async install(install: FrontendInstall): Promise<InstallOutcome> {
    const version = `${install.name}/${install.ref}`;
    runInAction(() => {
      this.installing = version;
    });
    let outcome: InstallOutcome;
    try {
      const list = await this.deps.api().installFrontend(install);
      runInAction(() => this.take(list));
      outcome = { ok: true, version };
    } catch (error) {
      const reason =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : describeError(error);
      outcome = { ok: false, version, reason };
    }
    runInAction(() => {
      this.installing = null;
      this.outcome = outcome;
    });
    return outcome;
  }
}
