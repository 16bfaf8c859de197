import { Suspense } from "react";
import type { User } from "../../shared/contracts/user";
import { isAdmin } from "../../shared/domain/roles";
import { formatDuration } from "../../shared/domain/time-format";
import { AuthButtons } from "../components/auth-buttons";
import { Icon } from "../components/icons";
import { NotificationBellSlot } from "../features/notifications/index";
import { Link } from "../lib/router/link";
import { DailyGoalDonut } from "./daily-goal-donut";
import { useInputPlaying } from "./input-playing";
import { UserMenu } from "./user-menu";

interface TopBarProps {
  user: User;
  sideNavOpen: boolean;
  onToggleSideNav: () => void;
  onLogOut: () => void;
}

export function TopBar({ user, sideNavOpen, onToggleSideNav, onLogOut }: TopBarProps) {
  // While a video plays the totals grow by the second, and show it (docs/progress.md).
  const precision = useInputPlaying() ? "second" : "minute";
  return (
    <header className={`app-topbar${isAdmin(user) ? " app-topbar-admin" : ""}`}>
      {isAdmin(user) && (
        <button
          type="button"
          className="btn btn-icon topbar-menu"
          aria-label="Toggle navigation"
          aria-expanded={sideNavOpen}
          aria-controls="side-nav"
          onClick={onToggleSideNav}
        >
          <Icon name="menu" size={22} />
        </button>
      )}
      <Link to="/browse" className="brand" title="Ponyatno: go to Home">
        <span className="brand-mark" aria-hidden="true">
          П
        </span>
        <span className="brand-name">Ponyatno</span> <span className="brand-beta">BETA</span>
      </Link>

      <div className="topbar-actions">
        <Link to="/feedback" className="topbar-feedback">
          <Icon name="feedback" size={18} />
          <span className="topbar-feedback-label">Feedback</span>
        </Link>
        <DailyGoalDonut
          todaySeconds={user.watchTimeTodaySeconds}
          goalMinutes={user.dailyGoalMinutes}
          precision={precision}
        />
        <Link to="/progress" className="topbar-stat total-input" title="Total input">
          <Icon name="clock" size={18} />
          <span className="topbar-stat-text">
            <span className="visually-hidden">Total input: </span>
            {formatDuration(user.watchTimeSeconds, precision)}
          </span>
        </Link>
        {user.isAnonymous && (
          <div className="topbar-auth d-none d-md-flex">
            <AuthButtons order={["logIn", "signUp"]} primary="signUp" small />
          </div>
        )}
        <Suspense fallback={<span className="btn-icon" />}>
          <NotificationBellSlot userId={user.id} />
        </Suspense>
        <UserMenu user={user} onLogOut={onLogOut} />
      </div>
    </header>
  );
}
