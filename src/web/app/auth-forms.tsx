import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import {
  loginRequestSchema,
  registerRequestSchema,
  sendCodeRequestSchema,
} from "../../shared/contracts/user";
import { BusyButton } from "../components/busy-button";
import { FormField } from "../components/form-field";
import { ApiRequestError } from "../lib/api";
import { useLogIn, useRegister, useSendCode } from "./api/use-sign-in";
import { type AuthModalState, resendWaitSeconds } from "./auth-modal-state";

export interface AuthFormProps {
  /** The server's sentence from the last attempt, shown under the main field. */
  serverError: string | null;
  rememberedEmail: string;
  onFailed: (error: string) => void;
}

function messageOf(err: unknown): string {
  if (err instanceof ApiRequestError) return err.message;
  return "Something went wrong. Please try again.";
}

function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <BusyButton busy={busy} className="btn btn-primary w-100">
      {label}
      {busy && <span className="visually-hidden"> (sending…)</span>}
    </BusyButton>
  );
}

/** The email field of log in and sign up. */
function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | null | undefined;
}) {
  return (
    <FormField
      id="auth-email"
      label="Email"
      type="email"
      autoComplete="email"
      required
      registration={registration}
      error={error}
    />
  );
}

function SwitchLink({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <p className="auth-switch">
      {question}{" "}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={onSwitch}>
        {action}
      </button>
    </p>
  );
}

/** login: email only; the server mails a code to an existing account. */
export function LogInForm({
  serverError,
  rememberedEmail,
  onFailed,
  onCodeSent,
  onSwitch,
}: AuthFormProps & { onCodeSent: (email: string) => void; onSwitch: () => void }) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(sendCodeRequestSchema),
    defaultValues: { email: rememberedEmail },
  });
  useEffect(() => setFocus("email"), [setFocus]);
  const sendCode = useSendCode();
  const onSubmit = handleSubmit((values) =>
    sendCode.mutate(values, {
      onSuccess: () => onCodeSent(values.email),
      onError: (err) => onFailed(messageOf(err)),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <EmailField registration={register("email")} error={formState.errors.email?.message ?? serverError} />
      <SubmitButton busy={sendCode.isPending} label="Log in" />
      <SwitchLink question="Don't have an account yet?" action="Sign up" onSwitch={onSwitch} />
    </form>
  );
}

/** sign-up: name and email; the server mails a code to the new address. */
export function SignUpForm({
  serverError,
  rememberedEmail,
  rememberedName,
  onFailed,
  onCodeSent,
  onSwitch,
}: AuthFormProps & {
  rememberedName: string;
  onCodeSent: (email: string, name: string) => void;
  onSwitch: () => void;
}) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: rememberedName, email: rememberedEmail },
  });
  // Back from "Use another email", the name is there already: the email is what to change.
  useEffect(() => setFocus(rememberedName ? "email" : "name"), [setFocus, rememberedName]);
  const registerCall = useRegister();
  const onSubmit = handleSubmit((values) =>
    registerCall.mutate(values, {
      onSuccess: () => onCodeSent(values.email, values.name),
      onError: (err) => onFailed(messageOf(err)),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField
        id="auth-name"
        label="Name"
        type="text"
        autoComplete="name"
        required
        registration={register("name")}
        error={formState.errors.name?.message}
      />
      <EmailField registration={register("email")} error={formState.errors.email?.message ?? serverError} />
      <SubmitButton busy={registerCall.isPending} label="Sign up" />
      <SwitchLink question="Already have an account?" action="Log in" onSwitch={onSwitch} />
    </form>
  );
}

const codeSchema = loginRequestSchema.pick({ verification_code: true });

/** email-confirm: the 6-digit code, sent with the email remembered from the step before. */
/** The seconds left before "Send a new code", ticking while there are some. */
function useResendWait(step: AuthModalState): number {
  const [now, setNow] = useState(() => Date.now());
  const wait = resendWaitSeconds(step, now);
  useEffect(() => {
    if (wait === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000 - ((Date.now() - step.codeSentAt) % 1000));
    return () => window.clearTimeout(timer);
  }, [wait, step.codeSentAt]);
  return wait;
}

/**
 * "Send a new code" (the call of the step that sent the first one, under the same sign-in limits)
 * after a short cooldown shown as a countdown, and "Use another email" (back to that step).
 */
function CodeHelp({
  step,
  onFailed,
  onResent,
  onUseAnotherEmail,
}: {
  step: AuthModalState;
  onFailed: (error: string) => void;
  onResent: (at: number) => void;
  onUseAnotherEmail: () => void;
}) {
  const wait = useResendWait(step);
  const registerCall = useRegister();
  const sendCode = useSendCode();
  const sending = registerCall.isPending || sendCode.isPending;
  const resend = () => {
    const outcome = {
      onSuccess: () => onResent(Date.now()),
      onError: (err: Error) => onFailed(messageOf(err)),
    };
    if (step.codeFrom === "sign-up") registerCall.mutate({ name: step.name, email: step.email }, outcome);
    else sendCode.mutate({ email: step.email }, outcome);
  };
  return (
    <div className="auth-code-help mt-3">
      <p className="small mb-2" role="status">
        {step.resent && !step.error ? `We sent a new code to ${step.email}.` : ""}
      </p>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        {/* The countdown is in the label, not read out every second. */}
        <button type="button" className="btn btn-link p-0" disabled={wait > 0 || sending} onClick={resend}>
          Send a new code{wait > 0 && <span className="text-body-secondary"> (in {wait} s)</span>}
        </button>
        <button type="button" className="btn btn-link p-0" onClick={onUseAnotherEmail}>
          Use another email
        </button>
      </div>
    </div>
  );
}

export function VerifyCodeForm({
  serverError,
  rememberedEmail,
  onFailed,
  onVerified,
  step,
  onResent,
  onUseAnotherEmail,
}: AuthFormProps & {
  onVerified: () => void;
  step: AuthModalState;
  onResent: (at: number) => void;
  onUseAnotherEmail: () => void;
}) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { verification_code: "" },
  });
  useEffect(() => setFocus("verification_code"), [setFocus]);
  const logIn = useLogIn();
  const onSubmit = handleSubmit(({ verification_code }) =>
    logIn.mutate(
      { email: rememberedEmail, verification_code },
      { onSuccess: onVerified, onError: (err) => onFailed(messageOf(err)) },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="mb-1">Enter the code we sent to your email.</p>
      {rememberedEmail && <p className="small text-body-secondary mb-3">Sent to {rememberedEmail}</p>}
      <FormField
        id="auth-code"
        label="Code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        className="auth-code-input"
        registration={register("verification_code")}
        error={formState.errors.verification_code?.message ?? serverError}
      />
      <SubmitButton busy={logIn.isPending} label="Verify" />
      <CodeHelp step={step} onFailed={onFailed} onResent={onResent} onUseAnotherEmail={onUseAnotherEmail} />
    </form>
  );
}
