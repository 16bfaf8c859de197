import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Video } from "../../../shared/contracts/video";
import { HydratedProvider } from "../../app/use-hydrated";
import { StaticLocation } from "../../lib/router/location";
import { VideoHeading } from "./video-details";

const video = {
  id: "v",
  title: "Мой город",
  level: "Beginner 1",
  premium: false,
  visible: true,
  uploadDate: "2025-09-01T02:00:00.000Z",
  channelId: 1,
  channelName: "Понятно",
  speakers: [],
} as unknown as Video;

const heading = (children: ReactNode) =>
  renderToStaticMarkup(<StaticLocation url="/watch/v">{children}</StaticLocation>);

describe("the watch page's heading", () => {
  // The unit tier runs in New York (vitest.config.ts), where that instant is still 31 August.
  it("writes the day the video came out as every page writes a day: the UTC day in the server's render", () => {
    const html = heading(
      <HydratedProvider startsLive={false}>
        <VideoHeading video={video} locked={false} />
      </HydratedProvider>,
    );
    expect(html).toContain(">1 Sep 2025</time>");
  });

  it("and the learner's own day once the page is live", () => {
    expect(heading(<VideoHeading video={video} locked={false} />)).toContain(">31 Aug 2025</time>");
  });
});
