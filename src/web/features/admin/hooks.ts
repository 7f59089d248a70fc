import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clientSchema } from '@/shared/admin-api';
import { adminFetch } from './api';

export function useClients() {
  return useQuery({
    queryKey: ['admin', 'clients'],
    queryFn: () => adminFetch('/api/admin/clients', { schema: z.array(clientSchema) }),
  });
}
