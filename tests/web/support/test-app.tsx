/**
 * Builds the web client's services (root store, web model, i18n) on a scripted fetch, and
 * renders components inside the app's providers and a memory router.
 */
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRootStore, type RootStore } from '../../../src/core/model/root';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { AppProviders } from '../../../src/web/app/AppProviders';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from '../../../src/web/app/router';
import { AppRoutes } from '../../../src/web/app/routes';
import type { AppServices } from '../../../src/web/app/services';
import { createWebI18n } from '../../../src/web/i18n/create-web-i18n';
import { WebModel } from '../../../src/web/model/web-model';
import { type FakeServer, fakeServer } from './fake-server';

export const TEST_ORIGIN = 'https://petrel.test';

export interface TestServices extends AppServices {
  root: RootStore;
  server: FakeServer;
  clock: FakeClock;
}

export function testServices(server: FakeServer = fakeServer()): TestServices {
  const clock = new FakeClock(Date.parse('2024-05-01T12:05:00.000Z'));
  const root = createRootStore(
    {
      fetch: server.fetch,
      socket: undefined,
      storage: memoryStorage(),
      secrets: memoryStorage(),
      clock,
      logger: silentLogger,
    },
    { clientName: 'Petrel', redirectUri: `${TEST_ORIGIN}/oauth-callback`, streaming: false },
  );
  root.session.connectTo(TEST_ORIGIN);
  const model = new WebModel(root, { server: TEST_ORIGIN });
  return { model, i18n: createWebI18n('en'), root, server, clock };
}

/** Renders `ui` inside the providers and a memory router at `path`. */
export function renderWithServices(ui: ReactNode, services: AppServices, path = '/'): RenderResult {
  return render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** What tests read of the app's router: where it is, how it got there, and a way to move. */
export interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate(to: string | number): Promise<void>;
}

/** Reports the memory router's location to the test, which sits outside React. */
function RouterProbe({ onChange }: { onChange: (router: TestRouter) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate: NavigateFunction = useNavigate();
  onChange({
    state: { location, historyAction },
    navigate: async (to) => {
      if (typeof to === 'number') await navigate(to);
      else await navigate(to);
    },
  });
  return null;
}

/** Renders the whole app (layout and route table) at `path`. */
export function renderApp(services: AppServices, path: string) {
  let current: TestRouter | undefined;
  const router: TestRouter = {
    get state() {
      if (!current) throw new Error('the router has not rendered yet');
      return current.state;
    },
    navigate: (to) => {
      if (!current) throw new Error('the router has not rendered yet');
      return current.navigate(to);
    },
  };
  const result = render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <RouterProbe onChange={(next) => (current = next)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, router };
}
