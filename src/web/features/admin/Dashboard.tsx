import { useEffect, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { LogOut } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useAdminMe, ROLE_LABELS } from './api';
import type { AdminMe } from '@/shared/admin-api';
import { useClients } from './hooks';
import { NativeSelect } from './ui';
import { ClientsTab } from './tabs/ClientsTab';
import { ConfigurationTab } from './tabs/ConfigurationTab';
import { PaymentsTab } from './tabs/PaymentsTab';
import { AccessCodesTab } from './tabs/AccessCodesTab';
import { ApiKeysTab } from './tabs/ApiKeysTab';
import { UsageTab } from './tabs/UsageTab';
import { AdminUsersTab } from './tabs/AdminUsersTab';
import { HistoryTab } from './tabs/HistoryTab';
import { MonitorsTab } from './tabs/MonitorsTab';
import { UnsavedChangesProvider, useUnsavedGuard } from './unsaved';

const TABS = [
  { id: 'clients', label: 'Clients' },
  { id: 'configuration', label: 'Configuration' },
  { id: 'payments', label: 'Payments' },
  { id: 'access-codes', label: 'Access Codes' },
  { id: 'api-keys', label: 'API Keys' },
  { id: 'usage', label: 'Usage Activity' },
  { id: 'monitors', label: 'Monitors' },
  { id: 'admin-users', label: 'Admin Users' },
  { id: 'history', label: 'Change History' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The URL keeps the tab (#hash) and the selected client (?client=), so a reload comes back to both. */
function dashboardUrl(tab: TabId, clientId: string | null) {
  const params = new URLSearchParams(window.location.search);
  if (clientId) params.set('client', clientId);
  else params.delete('client');
  const q = params.toString();
  return `${window.location.pathname}${q ? `?${q}` : ''}#${tab}`;
}

/** The admin dashboard (admin.md section 2): header, the tabs (seven of admin.md plus API Keys and Monitors), a select on small screens. */
export function Dashboard() {
  return (
    <UnsavedChangesProvider>
      <DashboardBody />
    </UnsavedChangesProvider>
  );
}

function DashboardHeader({ me, onLogout }: { me: AdminMe; onLogout: () => void }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight">Admin Dashboard</h1>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]" data-testid="welcome">
            Welcome, <span className="font-medium text-slate-900">{me.email}</span> ({ROLE_LABELS[me.role] ?? me.role})
          </p>
        </div>
        <div className="flex items-center gap-2">
          {me.devSignIn ? (
            <span className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Development sign-in
            </span>
          ) : null}
          <Button variant="outline" onClick={onLogout}>
            <LogOut aria-hidden /> Logout
          </Button>
        </div>
      </div>
    </header>
  );
}

/** The tabs: a select on small screens, a tab list from sm up ('Admin Users' for super admins only). */
function TabNavigation({ tab, setTab, superAdmin }: { tab: TabId; setTab: (t: TabId) => void; superAdmin: boolean }) {
  const visibleTabs = TABS.filter((t) => t.id !== 'admin-users' || superAdmin);
  return (
    <>
      <div className="sm:hidden">
        <label htmlFor="admin-tab-select" className="sr-only">
          Section
        </label>
        <NativeSelect id="admin-tab-select" value={tab} onChange={(e) => setTab(e.target.value as TabId)}>
          {visibleTabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Tabs.List
        aria-label="Admin sections"
        className="hidden flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-xs sm:flex"
      >
        {TABS.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            disabled={t.id === 'admin-users' && !superAdmin}
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent data-[state=active]:bg-[var(--primary)] data-[state=active]:text-white"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </>
  );
}

function DashboardBody() {
  const { data: me } = useAdminMe();
  const clients = useClients();
  const { guard, leave } = useUnsavedGuard();
  const [tab, setTabNow] = useState<TabId>(() => {
    const fromHash = window.location.hash.slice(1) as TabId;
    return TABS.some((t) => t.id === fromHash) ? fromHash : 'clients';
  });
  const [selectedId, setSelectedNow] = useState<string | null>(() =>
    new URLSearchParams(window.location.search).get('client'),
  );
  const superAdmin = me?.role === 'super_admin';
  // Leaving a tab or a client with unsaved edits asks first.
  const setTab = (next: TabId) => next !== tab && guard(() => setTabNow(next));
  const setSelectedId = (next: string | null) => next !== selectedId && guard(() => setSelectedNow(next));

  useEffect(() => {
    window.history.replaceState(null, '', dashboardUrl(tab, selectedId));
  }, [tab, selectedId]);
  useEffect(() => {
    if (!clients.data) return;
    // A tenant admin has one client: select it. A client that is gone (or not visible) is unselected.
    if (!selectedId && clients.data.length === 1) setSelectedNow(clients.data[0].id);
    else if (selectedId && !clients.data.some((c) => c.id === selectedId))
      setSelectedNow(clients.data.length === 1 ? clients.data[0].id : null);
  }, [clients.data, selectedId]);

  if (!me) return null;
  const selected = clients.data?.find((c) => c.id === selectedId) ?? null;

  return (
    <div className="min-h-dvh bg-slate-50">
      <DashboardHeader
        me={me}
        onLogout={() => guard(() => leave(() => window.location.assign('/api/admin/auth/logout')))}
      />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as TabId)} className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <TabNavigation tab={tab} setTab={setTab} superAdmin={superAdmin} />
        <div className="mt-6">
          <Tabs.Content value="clients">
            <ClientsTab
              me={me}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onDeleted={() => setSelectedNow(null)}
            />
          </Tabs.Content>
          <Tabs.Content value="configuration">
            <ConfigurationTab client={selected} />
          </Tabs.Content>
          <Tabs.Content value="payments">
            <PaymentsTab client={selected} />
          </Tabs.Content>
          <Tabs.Content value="access-codes">
            <AccessCodesTab me={me} />
          </Tabs.Content>
          <Tabs.Content value="api-keys">
            <ApiKeysTab client={selected} />
          </Tabs.Content>
          <Tabs.Content value="usage">
            <UsageTab me={me} />
          </Tabs.Content>
          <Tabs.Content value="monitors">
            <MonitorsTab me={me} client={selected} />
          </Tabs.Content>
          {superAdmin ? (
            <Tabs.Content value="admin-users">
              <AdminUsersTab me={me} />
            </Tabs.Content>
          ) : null}
          <Tabs.Content value="history">
            <HistoryTab client={selected} />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </div>
  );
}
