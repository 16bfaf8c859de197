import "../styles/bootstrap/forms-and-dialogs.scss";
import "./auth-modal.css";
import { useEffect, useReducer, useRef } from "react";
import Modal from "react-bootstrap/Modal";
import { LogInForm, SignUpForm, VerifyCodeForm } from "./auth-forms";
import {
  AUTH_MODAL_TITLES,
  type AuthModalRequest,
  authModalReducer,
  initialAuthModalState,
} from "./auth-modal-state";

interface AuthModalProps {
  /** The latest "Log in" or "Sign up" asked for: each new one opens the modal on that face. */
  request: AuthModalRequest;
  /** Called after the modal closes, by the user or after a verified code: reloads the user. */
  onDone: () => void;
}

/**
 * The log-in / sign-up / verification modal (docs/screens.md; docs/product-rules.md "Validation").
 * It keeps its own steps (auth-modal-state.ts), which load with it, off every page's first script;
 * it stays mounted once opened, so a closed modal opens again with the email it was given.
 */
export function AuthModal({ request, onDone }: AuthModalProps) {
  const [state, dispatch] = useReducer(authModalReducer, initialAuthModalState);
  const opened = useRef<AuthModalRequest | null>(null);
  useEffect(() => {
    if (opened.current === request) return;
    opened.current = request;
    dispatch({ type: "open", mode: request.mode });
  }, [request]);
  // Closing resets the mode at once; keep showing the last face while the modal fades out.
  const shown = useRef(state);
  if (state.show) shown.current = state;
  const { mode, email, name, error } = shown.current;

  const close = () => {
    dispatch({ type: "close" });
    onDone();
  };
  const common = {
    serverError: error,
    rememberedEmail: email,
    onFailed: (message: string) => {
      console.warn(`Sign-in step "${mode}" failed: ${message}`);
      dispatch({ type: "failed", error: message });
    },
  };
  const onCodeSent = (sentTo: string, name?: string) =>
    dispatch({
      type: "code-sent",
      email: sentTo,
      name,
      from: mode === "sign-up" ? "sign-up" : "login",
      at: Date.now(),
    });
  const onSwitch = () => dispatch({ type: "switch-mode" });

  return (
    <Modal
      show={state.show}
      onHide={close}
      centered
      aria-labelledby="auth-modal-title"
      className="auth-modal"
    >
      <Modal.Header closeButton>
        <Modal.Title id="auth-modal-title" as="h2" className="h4">
          {AUTH_MODAL_TITLES[mode]}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {mode === "login" && (
          <LogInForm key="login" {...common} onCodeSent={onCodeSent} onSwitch={onSwitch} />
        )}
        {mode === "sign-up" && (
          <SignUpForm
            key="sign-up"
            {...common}
            rememberedName={name}
            onCodeSent={onCodeSent}
            onSwitch={onSwitch}
          />
        )}
        {mode === "email-confirm" && (
          <VerifyCodeForm
            key="email-confirm"
            {...common}
            step={shown.current}
            onResent={(at) => dispatch({ type: "code-resent", at })}
            onUseAnotherEmail={() => dispatch({ type: "use-another-email" })}
            onVerified={() => {
              dispatch({ type: "verified" });
              onDone();
            }}
          />
        )}
      </Modal.Body>
    </Modal>
  );
}
