import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors';
import type { AdminActor } from '../../policies/admin';

/** The signed-in actor; registerAdminSession guarantees it on every protected route. */
export function actorOf(request: FastifyRequest): AdminActor {
  if (!request.adminSession) throw unauthorized();
  return request.adminSession.actor;
}
