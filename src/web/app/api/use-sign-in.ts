import { useMutation } from "@tanstack/react-query";
import {
  type LoginRequest,
  okResponseSchema,
  type RegisterRequest,
  type SendCodeRequest,
  userRoutes,
} from "../../../shared/contracts/user";
import { apiRequest, apiSend } from "../../lib/api";

/** POST /api/user/send-code: mails a code to an existing account (log in, and its "new code"). */
export function useSendCode() {
  return useMutation({
    mutationFn: (body: SendCodeRequest) => apiRequest(userRoutes.sendCode, okResponseSchema, { body }),
  });
}

/** POST /api/user/register: mails a code to a new account's address (sign up, and its "new code"). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => apiRequest(userRoutes.register, okResponseSchema, { body }),
  });
}

/** POST /api/user/login with the mailed code: the session becomes the account's. */
export function useLogIn() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiSend(userRoutes.login, { body }),
  });
}
