import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import {
  loginRequestSchema,
  okResponseSchema,
  registerRequestSchema,
  sendCodeRequestSchema,
  userRoutes,
} from "../../shared/contracts/user";
import { FormField } from "../components/form-field";
import { ApiRequestError, apiRequest, apiSend } from "../lib/api";

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
    <button type="submit" className="btn btn-primary w-100" disabled={busy}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {label}
      {busy && <span className="visually-hidden"> (sending…)</span>}
    </button>
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
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest(userRoutes.sendCode, okResponseSchema, { body: values });
      onCodeSent(values.email);
    } catch (err) {
      onFailed(messageOf(err));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormField
        id="auth-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        registration={register("email")}
        error={formState.errors.email?.message ?? serverError}
      />
      <SubmitButton busy={formState.isSubmitting} label="Log in" />
      <SwitchLink question="Don't have an account yet?" action="Sign up" onSwitch={onSwitch} />
    </form>
  );
}

/** sign-up: name and email; the server mails a code to the new address. */
export function SignUpForm({
  serverError,
  rememberedEmail,
  onFailed,
  onCodeSent,
  onSwitch,
}: AuthFormProps & { onCodeSent: (email: string) => void; onSwitch: () => void }) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: "", email: rememberedEmail },
  });
  useEffect(() => setFocus("name"), [setFocus]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apiRequest(userRoutes.register, okResponseSchema, { body: values });
      onCodeSent(values.email);
    } catch (err) {
      onFailed(messageOf(err));
    }
  });
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
      <FormField
        id="auth-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        registration={register("email")}
        error={formState.errors.email?.message ?? serverError}
      />
      <SubmitButton busy={formState.isSubmitting} label="Sign up" />
      <SwitchLink question="Already have an account?" action="Log in" onSwitch={onSwitch} />
    </form>
  );
}

const codeSchema = loginRequestSchema.pick({ verification_code: true });

/** email-confirm: the 6-digit code, sent with the email remembered from the step before. */
export function VerifyCodeForm({
  serverError,
  rememberedEmail,
  onFailed,
  onVerified,
}: AuthFormProps & { onVerified: () => void }) {
  const { register, handleSubmit, setFocus, formState } = useForm({
    resolver: zodResolver(codeSchema),
    defaultValues: { verification_code: "" },
  });
  useEffect(() => setFocus("verification_code"), [setFocus]);
  const onSubmit = handleSubmit(async ({ verification_code }) => {
    try {
      await apiSend(userRoutes.login, { body: { email: rememberedEmail, verification_code } });
      onVerified();
    } catch (err) {
      onFailed(messageOf(err));
    }
  });
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
      <SubmitButton busy={formState.isSubmitting} label="Verify" />
    </form>
  );
}
