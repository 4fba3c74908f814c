import * as ops from "../../contracts/api/auth.ts";
import { changePassword, completeSignup, login, loginWithTicket, resetPassword } from "../../domain/auth/accounts.ts";
import { startCodeFlow, verifyCode } from "../../domain/auth/code-flows.ts";
import {
  listSessions,
  refreshSession,
  revokeOtherSessions,
  revokeSession,
  sessionView,
  signOut,
} from "../../domain/auth/sessions.ts";
import { deviceOf } from "../middleware/session.ts";
import { implement } from "../operation-route.ts";
import { newRouter } from "../router.ts";

/** Sign-up, sign-in, sessions and passwords (`/api/v1/auth/...`). */
export function authRoutes() {
  const r = newRouter();

  implement(r, ops.startSignupOp, (_c, { ctx, body }) =>
    startCodeFlow({ ctx, input: { msisdn: body.msisdn, purpose: "signup" } }),
  );

  implement(r, ops.startPasswordResetOp, (_c, { ctx, body }) =>
    startCodeFlow({ ctx, input: { msisdn: body.msisdn, purpose: "reset" } }),
  );

  implement(r, ops.verifyCodeOp, (_c, { ctx, body }) => verifyCode({ ctx, input: body }));

  implement(r, ops.completeSignupOp, (c, { ctx, body }) =>
    completeSignup({ ctx, input: { ...body, device: deviceOf(c) } }),
  );

  implement(r, ops.loginOp, (c, { ctx, body }) => login({ ctx, input: { ...body, device: deviceOf(c) } }));

  implement(r, ops.startLoginCodeOp, (_c, { ctx, body }) =>
    startCodeFlow({ ctx, input: { msisdn: body.msisdn, purpose: "login" } }),
  );

  implement(r, ops.loginWithTicketOp, (c, { ctx, body }) =>
    loginWithTicket({ ctx, input: { ticket: body.ticket, device: deviceOf(c) } }),
  );

  implement(r, ops.resetPasswordOp, (c, { ctx, body }) =>
    resetPassword({ ctx, input: { ...body, device: deviceOf(c) } }),
  );

  implement(r, ops.refreshSessionOp, (c, { ctx, body }) =>
    refreshSession({ ctx, input: { refreshToken: body.refreshToken, device: deviceOf(c) } }),
  );

  implement(r, ops.getSessionOp, (_c, { ctx }) => sessionView({ ctx }));

  // 204: nothing to answer once the session has ended.
  implement(r, ops.logoutOp, async (_c, { ctx }) => {
    await signOut({ ctx });
    return undefined;
  });

  implement(r, ops.listSessionsOp, (_c, { ctx }) => listSessions({ ctx }));

  implement(r, ops.revokeSessionOp, async (_c, { ctx, params }) => {
    await revokeSession({ ctx, input: params });
    return undefined;
  });

  implement(r, ops.revokeOtherSessionsOp, (_c, { ctx }) => revokeOtherSessions({ ctx }));

  implement(r, ops.changePasswordOp, (_c, { ctx, body }) => changePassword({ ctx, input: body }));

  return r;
}
