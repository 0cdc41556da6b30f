import type { ReactElement } from "react"
import type { AuthProviders, SocialProvider } from "@mungwalk/core"
import type { Loadable } from "@mungwalk/core/resource"
import { DEV_SIGN_IN_NAME_MAX } from "@mungwalk/core/auth"
import { Button, IconAlert, LinkButton, Notice, RetryOnReconnect, Spinner, Stack, Text, TextField } from "../../ui/index.ts"
import { GoogleMark, KakaoMark, NaverMark, WalkingDog } from "./ProviderIcons.tsx"
import * as css from "./LoginView.css.ts"

const PROVIDERS: Record<SocialProvider, { label: string; variant: "kakao" | "naver" | "google"; mark: () => ReactElement }> = {
  kakao: { label: "카카오로 시작하기", variant: "kakao", mark: KakaoMark },
  naver: { label: "네이버로 시작하기", variant: "naver", mark: NaverMark },
  google: { label: "Google로 시작하기", variant: "google", mark: GoogleMark }
}

/** Where a provider's button sends the browser (the server runs the OAuth flow). */
export const providerHref = (provider: SocialProvider): string => `/api/auth/${provider}`

/** The development sign-in: a plain GET form, the server redirects like social sign-in. */
export const DEV_SIGN_IN_ACTION = "/api/auth/dev"

export interface LoginViewProps {
  /** The configured sign-in methods (`GET /api/auth/providers`; `failed` carries the retry). */
  providers: Loadable<AuthProviders>
  /** Why the last sign-in came back here (`signInErrorMessage` of `?error=`); null: nothing to say. */
  signInError?: string | null
}

/** `/login`: a button per configured provider, and the development sign-in when it is on. */
export const LoginView = ({ providers: methods, signInError = null }: LoginViewProps): ReactElement => (
  <div className={css.root}>
    <div className={css.hero}>
      <WalkingDog className={css.art} />
      <Text as="h1" size="xxl" weight="heavy">
        멍멍워크 시작하기
      </Text>
      <Text tone="muted">우리 강아지와 걸은 길, 이웃과 나누는 산책 이야기</Text>
    </div>

    {signInError ? (
      <Notice tone="danger" role="alert" part="sign-in-error" icon={<IconAlert size={18} />}>
        {signInError}
      </Notice>
    ) : null}

    {methods.status === "failed" ? (
      <Stack gap="3" align="center">
        <Text role="alert" tone="danger">
          로그인 방법을 불러오지 못했어요.
        </Text>
        <Button variant="outline" onClick={methods.retry}>
          다시 시도
        </Button>
        <RetryOnReconnect onRetry={methods.retry} />
      </Stack>
    ) : methods.status !== "ready" ? (
      <Stack align="center" paddingY="6">
        <Spinner label="로그인 방법을 불러오는 중" />
      </Stack>
    ) : (
      <Stack gap="3">
        {methods.data.providers.map((p) => {
          const { label, variant, mark: Mark } = PROVIDERS[p]
          return (
            <LinkButton key={p} href={providerHref(p)} variant={variant} size="lg" fullWidth className={css.providerButton}>
              <span className={css.providerIcon}>
                <Mark />
              </span>
              {label}
            </LinkButton>
          )
        })}
        {methods.data.providers.length === 0 && !methods.data.dev ? (
          <Text tone="muted" align="center">
            지금은 사용할 수 있는 로그인 방법이 없어요.
          </Text>
        ) : null}
        {methods.data.dev ? (
          <>
            {methods.data.providers.length > 0 ? <div className={css.divider}>또는</div> : null}
            <form action={DEV_SIGN_IN_ACTION} method="get" aria-labelledby="dev-sign-in">
              <Stack gap="3">
                <Text as="h2" id="dev-sign-in" size="md" weight="bold">
                  개발용 로그인
                </Text>
                <TextField
                  label="이름"
                  name="name"
                  required
                  // Something visible (spaces alone are no name), and the server's length.
                  pattern={".*\\S.*"}
                  maxLength={DEV_SIGN_IN_NAME_MAX}
                  // The browser's own bubble speaks the browser's language: say it in Korean.
                  onInvalid={(e) =>
                    e.currentTarget.setCustomValidity(e.currentTarget.validity.patternMismatch ? "보이는 글자로 이름을 입력해주세요." : "이름을 입력해주세요.")
                  }
                  onInput={(e) => e.currentTarget.setCustomValidity("")}
                  autoComplete="nickname"
                  placeholder="예: 콩이보호자"
                  hint="같은 이름으로 다시 로그인하면 같은 계정이에요."
                />
                <Button type="submit" variant="outline" size="lg" fullWidth>
                  이 이름으로 로그인
                </Button>
              </Stack>
            </form>
          </>
        ) : null}
      </Stack>
    )}
  </div>
)
