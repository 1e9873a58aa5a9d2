/**
 * Builds the web client's services (root store, web model, i18n) on a scripted fetch, and
 * renders components inside the app's providers and a memory router.
 */
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRootStore, type RootStore } from '../../../src/core/model/root';
import { memoryStorage, silentLogger } from '../../../src/core/ports';
import { FakeClock } from '../../../src/core/schedule/fake-clock';
import { App } from '../../../src/web/app/App';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { createTestRouter } from '../../../src/web/app/routes';
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
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** Renders the whole app (layout and route table) at `path`. */
export function renderApp(services: AppServices, path: string) {
  const router = createTestRouter(path);
  const result = render(<App services={services} router={router} />);
  return { ...result, router };
}
