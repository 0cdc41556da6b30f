/**
 * The shell: binds the auth actor (route guard, "login needed" modal) and renders the current
 * route's screen from the routes table inside the layout for its chrome.
 */
import { Suspense, useEffect, useMemo, useRef, useState, type ReactElement } from "react"
import { Route, Switch, useLocation, useRouter } from "wouter"
import { connectAuth } from "@mungwalk/core/auth"
import { isWalkInProgress } from "@mungwalk/core/walk"
import { connectConnectivity } from "@mungwalk/core/connectivity"
import { Box, Spinner } from "../ui/index.ts"
import { NotFoundScreen, ScreenErrorBoundary, goBack } from "../features/error/ErrorScreen.tsx"
import { NOT_FOUND_CHROME, findRoute, routes } from "./routes.tsx"
import { AppLayout, LoginRequiredModal, MAIN_ID, navKeyOf, type AppLayoutProps } from "./ShellView.tsx"
import { documentTitle } from "./titles.ts"
import { useServices } from "./services.tsx"
import { useConnectedActor, useConnectedValue } from "./useConnected.ts"
import { useUnreadFlag } from "../features/notification/notificationService.ts"

const ScreenFallback = () => (
  <Box display="flex" flexGrow={1} alignItems="center" justifyContent="center" paddingY="12" color="brandStrong">
    <Spinner label="화면을 불러오는 중" />
  </Box>
)

/**
 * The layout with the top bar's unread flag. The flag is read here rather than in `App`, so that
 * when it changes (the notifications start after the first screen, a comment arrives) only the
 * bars are drawn again: `children` is the same element, which React does not render again.
 */
const LayoutWithFlag = (props: Omit<AppLayoutProps, "unread">): ReactElement => {
  const unread = useUnreadFlag(useServices().notifications)
  return <AppLayout {...props} unread={unread} />
}

export const App = (): ReactElement => {
  const { auth: authActor, walk, connectivity: connectivityActor } = useServices()
  const [location, navigate] = useLocation()
  const { parser } = useRouter()
  const auth = useConnectedActor(authActor, connectAuth)
  // Only whether a walk is on (the walk tab's dot): the walk's clock ticks every second.
  // `connectWalk(...).isWalking` without building the whole walk model on every fix and tick.
  const isWalking = useConnectedValue(walk, isWalkInProgress)
  const connectivity = useConnectedActor(connectivityActor, (s, send) => connectConnectivity(s, send, { walking: isWalking }))
  const match = findRoute(location, parser)
  const chrome = match?.entry ?? NOT_FOUND_CHROME
  // The tab's name follows the page ("내 포인트 · 멍멍워크"); the back bar keeps the spec's title.
  const title = documentTitle(match?.entry.path ?? null)
  useEffect(() => {
    document.title = title
  }, [title])
  // A new screen where focus went with the old one (the button that led here is gone: the walk's
  // end, a refund): focus starts at the new screen's region, so the keyboard and a screen reader go
  // on from there, not from the page's top. Focus the new screen put somewhere, or that stayed in
  // the shell (a tab of the bottom bar), is left where it is; the first screen is left alone.
  // A screen reader is told the new page's name (`RouteAnnouncer`); the first page it reads itself.
  const firstScreen = useRef(true)
  const [announcement, setAnnouncement] = useState("")
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changed
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false
      return
    }
    // Another page of the same name (one post to the next): a changed text, or it would not be said again.
    setAnnouncement((said) => (said === title ? `${title}\u00A0` : title))
    if (document.activeElement && document.activeElement !== document.body) return
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true })
  }, [location])
  const canShowContent = auth.canShowContent
  // The screen is the same element until the address or the guard's verdict changes, so React
  // does not draw it again for the shell's other news (the auth actor's and connectivity's
  // snapshots): a screen reads its own machines, not the shell's props.
  const screen = useMemo(
    () => (
      <ScreenErrorBoundary key={location} navigate={navigate}>
        {!canShowContent ? null : (
          <Suspense fallback={<ScreenFallback />}>
            <Switch>
              {routes.map((r) => (
                <Route key={r.path} path={r.path} component={r.screen} />
              ))}
              <Route>
                <NotFoundScreen navigate={navigate} />
              </Route>
            </Switch>
          </Suspense>
        )}
      </ScreenErrorBoundary>
    ),
    [location, navigate, canShowContent]
  )

  return (
    <LayoutWithFlag
      bar={chrome.bar}
      bottomNav={chrome.bottomNav}
      activeNav={navKeyOf(location)}
      walking={isWalking}
      offlineMessage={match?.entry.ownOfflineNotice ? null : connectivity.offlineMessage}
      updatePrompt={connectivity.showUpdate ? connectivity : null}
      onBack={() => goBack(navigate)}
      announcement={announcement}
    >
      {screen}
      <LoginRequiredModal modal={auth.loginModal} onLogin={auth.goToLogin} onDismiss={auth.dismissModal} />
    </LayoutWithFlag>
  )
}
