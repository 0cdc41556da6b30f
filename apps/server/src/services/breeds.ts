/** Dog breeds: a fixed list with Korean names, seeded idempotently at start-up, searchable by partial name. */
import { asc, desc, eq, ilike, or, sql } from "drizzle-orm"
import type { Breed } from "@mungwalk/core/schema"
import type { DbOrTx } from "../db/client.ts"
import { breeds, pets } from "../db/schema.ts"
import { notFound } from "../http/errors.ts"

/**
 * [Korean name, English name]. The Korean names are the ones Korean kennel clubs and owners use.
 * The order is the catalogue's popularity order (the breeds most kept in Korea first): the
 * unfiltered list falls back to it (ids follow it) after the breeds members actually keep.
 */
export const BREEDS: ReadonlyArray<readonly [string, string]> = [
  ["믹스견", "Mixed breed"],
  ["말티즈", "Maltese"],
  ["푸들", "Poodle"],
  ["토이 푸들", "Toy Poodle"],
  ["포메라니안", "Pomeranian"],
  ["치와와", "Chihuahua"],
  ["시츄", "Shih Tzu"],
  ["비숑 프리제", "Bichon Frise"],
  ["요크셔 테리어", "Yorkshire Terrier"],
  ["닥스훈트", "Dachshund"],
  ["웰시 코기", "Welsh Corgi"],
  ["진돗개", "Jindo"],
  ["풍산개", "Pungsan"],
  ["삽살개", "Sapsali"],
  ["시바견", "Shiba Inu"],
  ["아키타", "Akita"],
  ["골든 리트리버", "Golden Retriever"],
  ["래브라도 리트리버", "Labrador Retriever"],
  ["보더 콜리", "Border Collie"],
  ["셔틀랜드 쉽독", "Shetland Sheepdog"],
  ["저먼 셰퍼드", "German Shepherd"],
  ["시베리안 허스키", "Siberian Husky"],
  ["알래스칸 맬러뮤트", "Alaskan Malamute"],
  ["사모예드", "Samoyed"],
  ["비글", "Beagle"],
  ["프렌치 불독", "French Bulldog"],
  ["잉글리시 불독", "English Bulldog"],
  ["퍼그", "Pug"],
  ["보스턴 테리어", "Boston Terrier"],
  ["슈나우저", "Miniature Schnauzer"],
  ["자이언트 슈나우저", "Giant Schnauzer"],
  ["미니어처 핀셔", "Miniature Pinscher"],
  ["도베르만", "Dobermann"],
  ["로트와일러", "Rottweiler"],
  ["그레이트 데인", "Great Dane"],
  ["버니즈 마운틴 독", "Bernese Mountain Dog"],
  ["세인트 버나드", "Saint Bernard"],
  ["뉴펀들랜드", "Newfoundland"],
  ["그레이트 피레니즈", "Great Pyrenees"],
  ["차우차우", "Chow Chow"],
  ["샤페이", "Shar Pei"],
  ["코카 스파니엘", "Cocker Spaniel"],
  ["카발리에 킹 찰스 스파니엘", "Cavalier King Charles Spaniel"],
  ["파피용", "Papillon"],
  ["페키니즈", "Pekingese"],
  ["라사 압소", "Lhasa Apso"],
  ["재패니즈 친", "Japanese Chin"],
  ["이탈리안 그레이하운드", "Italian Greyhound"],
  ["그레이하운드", "Greyhound"],
  ["휘핏", "Whippet"],
  ["보르조이", "Borzoi"],
  ["아프간 하운드", "Afghan Hound"],
  ["바센지", "Basenji"],
  ["바셋 하운드", "Basset Hound"],
  ["달마시안", "Dalmatian"],
  ["잭 러셀 테리어", "Jack Russell Terrier"],
  ["웨스트 하이랜드 화이트 테리어", "West Highland White Terrier"],
  ["스코티시 테리어", "Scottish Terrier"],
  ["베들링턴 테리어", "Bedlington Terrier"],
  ["불 테리어", "Bull Terrier"],
  ["스탠더드 푸들", "Standard Poodle"],
  ["오스트레일리언 셰퍼드", "Australian Shepherd"],
  ["올드 잉글리시 쉽독", "Old English Sheepdog"],
  ["벨지안 말리노이즈", "Belgian Malinois"],
  ["와이마라너", "Weimaraner"],
  ["비즐라", "Vizsla"],
  ["저먼 쇼트헤어드 포인터", "German Shorthaired Pointer"],
  ["아메리칸 코카 스파니엘", "American Cocker Spaniel"],
  ["스피츠", "Japanese Spitz"],
  ["볼로네즈", "Bolognese"],
  ["코통 드 툴레아", "Coton de Tulear"],
  ["하바니즈", "Havanese"],
  ["케언 테리어", "Cairn Terrier"],
  ["노퍽 테리어", "Norfolk Terrier"],
  ["에어데일 테리어", "Airedale Terrier"]
]

/** Inserts missing breeds; safe to run on every start and from several instances at once. */
export const seedBreeds = async (db: DbOrTx): Promise<void> => {
  await db
    .insert(breeds)
    .values(BREEDS.map(([name, nameEn]) => ({ name, nameEn })))
    .onConflictDoNothing({ target: breeds.name })
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/**
 * The breed picker's list. Without a search: every breed, popular first — the breeds most dogs
 * of members are, then the catalogue's order (`BREEDS`, the breeds most kept in Korea first).
 * With one: the breeds whose Korean or English name contains `search` (spaces ignored), in Korean
 * name order.
 */
export const searchBreeds = async (db: DbOrTx, search: string | undefined): Promise<Breed[]> => {
  const q = (search ?? "").trim()
  if (!q) {
    const kept = db
      .select({ breedId: pets.breedId, dogs: sql<number>`count(*)`.as("dogs") })
      .from(pets)
      .groupBy(pets.breedId)
      .as("kept")
    return db
      .select({ id: breeds.id, name: breeds.name })
      .from(breeds)
      .leftJoin(kept, eq(kept.breedId, breeds.id))
      .orderBy(desc(sql`coalesce(${kept.dogs}, 0)`), asc(breeds.id))
  }
  const compact = q.replace(/\s+/g, "")
  return (
    db
      .select({ id: breeds.id, name: breeds.name })
      .from(breeds)
      .where(
        or(
          ilike(breeds.name, `%${escapeLike(q)}%`),
          ilike(sql`replace(${breeds.name}, ' ', '')`, `%${escapeLike(compact)}%`),
          ilike(breeds.nameEn, `%${escapeLike(q)}%`)
        )
      )
      // The breed named exactly first ('푸들' before '스탠더드 푸들'), then those starting with it, then the rest by name.
      .orderBy(
        sql`case when replace(${breeds.name}, ' ', '') = ${compact} or lower(${breeds.nameEn}) = lower(${q}) then 0 when replace(${breeds.name}, ' ', '') like ${`${escapeLike(compact)}%`} then 1 else 2 end`,
        asc(breeds.name)
      )
  )
}

export const getBreed = async (db: DbOrTx, id: number): Promise<Breed> => {
  const [row] = await db.select({ id: breeds.id, name: breeds.name }).from(breeds).where(eq(breeds.id, id))
  if (!row) throw notFound("견종을 찾을 수 없어요.")
  return row
}
