import type { ReactElement } from "react"
import { useParams } from "wouter"
import { connectProduct, provideProductMachine } from "@mungwalk/core/product"
import { useConnected } from "../../app/useConnected.ts"
import { ProductDetailView } from "./ProductDetailView.tsx"

const ProductDetail = ({ productId }: { productId: string }) => (
  <ProductDetailView detail={useConnected(({ api, navigate }) => provideProductMachine({ api, navigate }), { productId }, connectProduct)} />
)

/** `/shop/item/{id}`: one product machine per address (an id naming nothing is its `notFound`). */
export const ProductDetailScreen = (): ReactElement => {
  const productId = useParams<{ id: string }>().id
  return <ProductDetail key={productId} productId={productId} />
}
