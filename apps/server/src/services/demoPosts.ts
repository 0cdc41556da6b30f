/**
 * Demo posts for the embedded default: about 30 posts on both boards by the demo members, with
 * photos, likes, comments and replies, so a new member sees a living board at once.
 *
 * The photos are drawn, not downloaded: SVG scenes (a sky gradient and sun or moon, hills or the
 * city wall, trees or blossoms, a path or the stream, and a dog silhouette in one of several
 * poses and coats) rendered by sharp and stored through the same image store as uploads. Scenes,
 * colours and texts come from a seeded PRNG, so every start makes the same board (dated relative
 * to the first start). Comments go through `insertComment`, so counts and notifications are real.
 */
import { eq } from "drizzle-orm"
import sharp from "sharp"
import type { Config } from "../config.ts"
import type { Db } from "../db/client.ts"
import { members, postLikes, posts } from "../db/schema.ts"
import { createLocalImageStore } from "../providers/images.ts"
import { insertComment } from "./community/comments.ts"
import { insertPost } from "./community/posts.ts"
import { rngFrom, type Rng } from "./demoRandom.ts"

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0]

// ── scenes ──────────────────────────────────────────────────────────────────────────────────

interface Palette {
  readonly sky: readonly [string, string]
  readonly ground: readonly [string, string]
  readonly foliage: readonly [string, string]
  readonly sun: string
  readonly night?: boolean
}

export const PALETTES: ReadonlyArray<Palette> = [
  { sky: ["#7cc3f5", "#d9f1ff"], ground: ["#7cbf5a", "#4f9a3c"], foliage: ["#2f7d32", "#43a047"], sun: "#fff3b0" }, // clear morning
  { sky: ["#ff9a62", "#ffd8a8"], ground: ["#8fae5d", "#5d7f3a"], foliage: ["#3f6b2a", "#6b8e23"], sun: "#ffe08a" }, // sunset
  { sky: ["#a7c7e7", "#eef4fb"], ground: ["#c9d6a3", "#9fb36b"], foliage: ["#f4a7c0", "#f8c8d8"], sun: "#ffffff" }, // cherry blossom
  { sky: ["#1d2b53", "#4b5d8a"], ground: ["#2e4a3a", "#1f3328"], foliage: ["#1b3a2a", "#24533a"], sun: "#f5f0d0", night: true }, // evening
  { sky: ["#f7b267", "#f4d35e"], ground: ["#c08552", "#8c5a3c"], foliage: ["#d2691e", "#e09f3e"], sun: "#fff1c1" } // autumn
]

const COATS = ["#3b2a20", "#f5deb3", "#ffffff", "#c68642", "#1f1f1f", "#e0b07a", "#8b5a2b"]

/** A dog in profile, facing right, feet on y = 0, about 100 px long at scale 1. */
const dog = (x: number, y: number, scale: number, coat: string, pose: "walk" | "sit" | "run", flip: boolean): string => {
  const body =
    pose === "sit"
      ? `<ellipse cx="0" cy="-42" rx="26" ry="30"/><ellipse cx="-14" cy="-10" rx="22" ry="12"/>
       <rect x="6" y="-30" width="9" height="30" rx="4"/><rect x="-6" y="-28" width="9" height="28" rx="4"/>
       <circle cx="20" cy="-78" r="19"/><ellipse cx="36" cy="-72" rx="12" ry="8"/>
       <path d="M8 -92 q-6 -18 8 -20 q4 10 -2 22 z"/><path d="M-24 -20 q-26 -6 -30 -30 q10 12 28 16 z"/>`
      : `<ellipse cx="0" cy="-46" rx="44" ry="18"/>
       <rect x="${pose === "run" ? 24 : 26}" y="-44" width="10" height="44" rx="4" transform="rotate(${pose === "run" ? -25 : 8} 30 -44)"/>
       <rect x="14" y="-44" width="10" height="44" rx="4" transform="rotate(${pose === "run" ? 20 : -6} 18 -44)"/>
       <rect x="-34" y="-44" width="10" height="44" rx="4" transform="rotate(${pose === "run" ? 30 : 6} -30 -44)"/>
       <rect x="-22" y="-44" width="10" height="44" rx="4" transform="rotate(${pose === "run" ? -20 : -8} -18 -44)"/>
       <path d="M32 -56 q8 -16 22 -20 q14 0 16 12 q10 2 12 10 q-4 8 -18 6 q-10 10 -26 6 z"/>
       <path d="M52 -76 q-2 -20 10 -22 q4 12 -2 24 z"/>
       <path d="M-42 -52 q-22 -14 -24 -34 q10 14 28 22 z"/>`
  return `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})" fill="${coat}" stroke="rgba(0,0,0,0.25)" stroke-width="1.5">${body}</g>`
}

const tree = (x: number, y: number, s: number, p: Palette, rng: Rng): string =>
  `<g transform="translate(${x} ${y}) scale(${s})">
     <rect x="-6" y="-70" width="12" height="70" fill="#6d4c41"/>
     <circle cx="0" cy="-92" r="38" fill="${p.foliage[0]}"/>
     <circle cx="-24" cy="-76" r="26" fill="${p.foliage[1]}"/>
     <circle cx="24" cy="-72" r="${rng.int(22, 30)}" fill="${p.foliage[1]}"/>
   </g>`

type Composition = "park" | "stream" | "wall" | "meadow"

/** One scene as SVG, 800×600. */
export const sceneSvg = (rng: Rng, composition: Composition, palette: Palette): string => {
  const W = 800
  const H = 600
  const horizon = rng.int(300, 360)
  const parts: string[] = []
  parts.push(`<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.ground[0]}"/><stop offset="1" stop-color="${palette.ground[1]}"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8d3"/><stop offset="1" stop-color="#1b4965"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
  </defs>`)
  parts.push(`<rect width="${W}" height="${H}" fill="url(#sky)"/>`)
  const sunX = rng.int(120, 680)
  const sunY = rng.int(70, 160)
  parts.push(
    `<circle cx="${sunX}" cy="${sunY}" r="110" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${palette.night ? 28 : 40}" fill="${palette.sun}"/>`
  )
  if (palette.night)
    for (let i = 0; i < 40; i++)
      parts.push(
        `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, horizon - 60)}" r="${rng.between(0.8, 2).toFixed(1)}" fill="#fff" opacity="${rng.between(0.4, 1).toFixed(2)}"/>`
      )
  else
    for (let i = 0; i < rng.int(2, 4); i++) {
      const cx = rng.int(0, W)
      const cy = rng.int(50, 180)
      parts.push(
        `<g fill="#fff" opacity="0.85"><ellipse cx="${cx}" cy="${cy}" rx="60" ry="18"/><ellipse cx="${cx + 30}" cy="${cy - 12}" rx="36" ry="20"/><ellipse cx="${cx - 28}" cy="${cy - 6}" rx="30" ry="14"/></g>`
      )
    }
  // far hills
  parts.push(
    `<path d="M0 ${horizon} Q ${rng.int(100, 250)} ${horizon - rng.int(60, 120)} ${rng.int(350, 450)} ${horizon - 20} T ${W} ${horizon - rng.int(10, 60)} V ${H} H 0 Z" fill="${palette.foliage[0]}" opacity="0.55"/>`
  )
  if (composition === "wall") {
    // the Naksan city wall: stone courses climbing the hill
    const y0 = horizon - 10
    parts.push(`<path d="M0 ${y0 + 40} L ${W} ${y0 - 60} L ${W} ${y0 + 10} L 0 ${y0 + 110} Z" fill="#b8b2a7"/>`)
    for (let i = 0; i < 16; i++) {
      const x = i * 52
      const y = y0 + 40 - (x / W) * 100
      parts.push(`<rect x="${x}" y="${y - 22}" width="44" height="20" fill="#d6d0c4" stroke="#8d877c"/>`)
    }
  }
  parts.push(`<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>`)
  if (composition === "stream") {
    parts.push(
      `<path d="M0 ${horizon + 70} C 250 ${horizon + 40} 500 ${horizon + 110} ${W} ${horizon + 80} L ${W} ${horizon + 150} C 500 ${horizon + 170} 250 ${horizon + 110} 0 ${horizon + 140} Z" fill="url(#water)"/>`
    )
    for (let i = 0; i < 12; i++)
      parts.push(`<rect x="${rng.int(0, W)}" y="${rng.int(horizon + 80, horizon + 140)}" width="${rng.int(20, 60)}" height="2" fill="#fff" opacity="0.6"/>`)
  }
  if (composition !== "meadow") {
    // a path narrowing into the distance
    const vx = rng.int(300, 500)
    parts.push(
      `<path d="M${vx - 6} ${horizon} L ${vx + 6} ${horizon} L ${rng.int(560, 700)} ${H} L ${rng.int(100, 240)} ${H} Z" fill="#d9c7a3" opacity="0.95"/>`
    )
  } else {
    for (let i = 0; i < 60; i++)
      parts.push(`<circle cx="${rng.int(0, W)}" cy="${rng.int(horizon + 20, H)}" r="${rng.int(3, 6)}" fill="${rng.pick(["#fff", "#ffd54f", "#f48fb1"])}"/>`)
  }
  const trees = rng.int(3, 6)
  for (let i = 0; i < trees; i++) {
    const left = i % 2 === 0
    parts.push(tree(left ? rng.int(20, 220) : rng.int(580, 780), horizon + rng.int(10, 60), rng.between(0.7, 1.3), palette, rng))
  }
  if (palette.foliage[0].startsWith("#f4")) {
    for (let i = 0; i < 50; i++) parts.push(`<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="3" fill="#f8bbd0" opacity="0.8"/>`)
  }
  const dogs = rng.next() < 0.25 ? 2 : 1
  for (let i = 0; i < dogs; i++) {
    parts.push(`<ellipse cx="${330 + i * 170}" cy="${H - 62}" rx="70" ry="10" fill="#000" opacity="0.18"/>`)
    parts.push(dog(330 + i * 170, H - 62, rng.between(1.5, 2.1), rng.pick(COATS), rng.pick(["walk", "sit", "run"] as const), rng.next() < 0.4))
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`
}

export const renderScene = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()

// ── texts ───────────────────────────────────────────────────────────────────────────────────

const WALK_POSTS: ReadonlyArray<readonly [string, string, Composition]> = [
  ["낙산공원 성곽길 인증", "해 질 무렵 성곽길 한 바퀴! 바람이 선선해서 오래 걸었어요.", "wall"],
  ["청계천 아침 산책", "오간수교에서 황학교까지 물소리 들으면서 걸었어요. 물 조심!", "stream"],
  ["오늘도 완주", "혜화역에서 낙산공원까지 올라갔다 왔어요. 계단은 천천히 🐾", "park"],
  ["벚꽃 산책 🌸", "꽃잎 따라다니느라 정신없던 하루. 사진 찍기 힘들었어요 ㅎㅎ", "park"],
  ["비 온 뒤 산책", "땅 냄새 맡느라 한 걸음에 한 번씩 멈췄어요.", "meadow"],
  ["첫 산책 성공!", "예방접종 끝나고 첫 산책이에요. 겁먹더니 금방 신나서 뛰어다녔어요.", "meadow"],
  ["이화마을 골목 산책", "벽화 골목 천천히 구경하고 왔어요. 주말엔 사람이 많아요.", "park"],
  ["저녁 산책 인증", "퇴근하고 30분! 가로등 켜진 성곽길이 예뻐요.", "wall"],
  ["마로니에 공원", "다른 강아지 친구들 만나서 신났어요.", "park"],
  ["청계천 물멍", "오늘은 걷기보다 앉아서 물 구경을 더 오래 했네요.", "stream"],
  ["주말 장거리 산책", "창경궁 돌담길 따라 4km! 집에 와서 바로 기절했어요.", "wall"],
  ["단풍 산책 🍂", "낙엽 밟는 소리가 좋은지 계속 뛰어요.", "meadow"],
  ["새벽 산책", "해 뜨기 전에 나갔더니 조용하고 좋았어요.", "stream"],
  ["산책 100일째", "매일 인증 100일 달성! 같이 걸어줘서 고마워.", "park"],
  ["풀밭 최고", "잔디만 보면 뒹굴어요. 목욕 확정…", "meadow"],
  ["동대문 성곽 코스", "흥인지문에서 시작해서 낙산까지. 경치 최고예요.", "wall"],
  ["친구랑 같이 산책", "이웃 강아지랑 같이 걸었더니 발걸음이 가볍네요.", "park"],
  ["짧지만 굵게", "추워서 20분만 걷고 들어왔어요. 그래도 인증!", "stream"]
]

const INFO_POSTS: ReadonlyArray<readonly [string, string, boolean]> = [
  ["여름 산책 시간 팁", "한낮 아스팔트는 60도가 넘어요. 손등을 5초 대보고 뜨거우면 산책은 아침이나 저녁에!", true],
  ["낙산공원 근처 물 마실 곳", "성곽길 중간 쉼터에 음수대가 있어요. 접이식 물그릇 챙기면 편해요.", false],
  ["산책 후 발 관리", "물티슈보다 미지근한 물로 씻고 발가락 사이까지 말려주세요. 습진 예방돼요.", true],
  ["진드기 조심하세요", "풀숲 산책 후에는 귀 뒤, 겨드랑이, 발가락 사이를 꼭 확인하세요.", false],
  ["하네스 vs 목줄", "당기는 아이는 가슴줄(하네스)이 목에 부담이 덜해요. 사이즈는 손가락 두 개 들어갈 정도로!", true],
  ["청계천 반려견 동반 규칙", "산책로는 리드줄 필수, 배변봉투 꼭 챙기기. 자전거 구간은 조심하세요.", false],
  ["겨울 산책 준비물", "소형견은 옷 필수, 염화칼슘 뿌린 길은 피하고 다녀와서 발 씻기기.", true],
  ["동물병원 추천 부탁드려요", "혜화동 근처 야간 진료 되는 곳 아시는 분 계신가요?", false],
  ["산책 거리 얼마나 하세요?", "소형견 기준 하루 30분~1시간이 적당하다고 해요. 나이와 컨디션 보고 조절하세요.", false],
  ["강아지 동반 카페 정보", "대학로 쪽에 반려견 동반 가능한 카페가 몇 곳 있어요. 입구에 스티커 확인!", true],
  ["사회화 산책 팁", "처음엔 조용한 시간대에 짧게, 간식으로 좋은 기억을 만들어 주세요.", false],
  ["배변봉투 디스펜서 추천", "리드줄에 거는 타입이 제일 편했어요. 리필 봉투는 생분해 제품으로!", true]
]

const COMMENTS = [
  "너무 귀여워요!",
  "저도 어제 거기 다녀왔어요 ㅎㅎ",
  "사진 색감 최고예요",
  "우리 애도 같이 산책하고 싶어요",
  "좋은 정보 감사합니다!",
  "몇 시쯤 가면 한적한가요?",
  "표정이 너무 행복해 보여요 🐶",
  "꿀팁 저장해갑니다",
  "다음에 같이 걸어요!",
  "오 여기 코스 좋네요",
  "건강하게 오래오래 산책하자~",
  "털 색깔이 너무 예뻐요"
]
const REPLIES = ["감사합니다 😊", "아침 7시쯤 추천해요!", "좋아요! 주말에 같이 가요", "ㅎㅎ 맞아요", "다음에 또 올릴게요"]

// ── seeding ─────────────────────────────────────────────────────────────────────────────────

export const DEMO_POST_DAYS = 14

/** Writes the demo posts (inside the demo seed's transaction). Returns the stored image URLs. */
export const seedDemoPosts = async (tx: Tx, config: Config, now: Date): Promise<string[]> => {
  const demo = await tx.select({ id: members.id }).from(members).where(eq(members.provider, "demo")).orderBy(members.id)
  if (demo.length < 2) return []
  const memberIds = demo.map((m) => m.id)
  const images = createLocalImageStore(config.uploadsDir)
  const rng = rngFrom(0x706f7374)
  const stored: string[] = []
  const photo = async (composition: Composition): Promise<string> => {
    const url = await images.save("posts", await renderScene(sceneSvg(rng, composition, rng.pick(PALETTES))), "webp")
    stored.push(url)
    return url
  }
  try {
    const entries = [
      ...WALK_POSTS.map(([title, contents, composition]) => ({
        boardId: 1,
        title,
        contents,
        photos: [composition, ...(rng.next() < 0.3 ? [rng.pick(["park", "meadow"] as const)] : [])] as Composition[]
      })),
      ...INFO_POSTS.map(([title, contents, withPhoto]) => ({
        boardId: 2,
        title,
        contents,
        photos: withPhoto ? [rng.pick(["park", "stream", "meadow"] as const)] : ([] as Composition[])
      }))
    ]
    // Oldest first, spread over the last two weeks, the boards interleaved.
    const order = entries
      .map((e, i) => ({
        e,
        at:
          now.getTime() -
          DEMO_POST_DAYS * 86_400_000 +
          ((((i * 7919) % entries.length) + rng.next()) / entries.length) * (DEMO_POST_DAYS * 86_400_000 - 3_600_000)
      }))
      .sort((a, b) => a.at - b.at)
    for (const { e, at } of order) {
      const author = rng.pick(memberIds)
      const urls: string[] = []
      for (const c of e.photos) urls.push(await photo(c))
      const createdAt = new Date(at)
      const postId = await insertPost(tx, author, { boardId: e.boardId, title: e.title, contents: e.contents }, urls, createdAt)
      const likers = memberIds.filter((m) => m !== author && rng.next() < 0.55)
      if (likers.length) {
        await tx.insert(postLikes).values(likers.map((memberId) => ({ postId, memberId, createdAt })))
        await tx.update(posts).set({ likesCount: likers.length }).where(eq(posts.id, postId))
      }
      let t = at
      const later = () => {
        t += rng.int(5, 240) * 60_000
        return new Date(Math.min(now.getTime() - 60_000, t))
      }
      for (let c = rng.int(0, 3); c > 0; c--) {
        const by = rng.pick(memberIds.filter((m) => m !== author))
        const top = await insertComment(tx, by, { postId, contents: rng.pick(COMMENTS), parentId: null }, later())
        if (rng.next() < 0.5) await insertComment(tx, author, { postId, contents: rng.pick(REPLIES), parentId: top.id }, later())
      }
    }
    return stored
  } catch (e) {
    await Promise.all(stored.map((u) => images.remove(u).catch(() => undefined)))
    throw e
  }
}
