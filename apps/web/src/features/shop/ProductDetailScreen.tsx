import type { ReactElement } from "react"
import { useParams } from "wouter"
import { connectProduct, provideProductMachine } from "@mungwalk/core/product"
import { useConnected } from "../../app/useConnected.ts"
import { ProductDetailView, productDetailProps } from "./ProductDetailView.tsx"

const ProductDetail = ({ productId }: { productId: string }) => (
  <ProductDetailView
    {...useConnected(({ api, navigate }) => provideProductMachine({ api, navigate }), { productId }, (snapshot, send) => productDetailProps(connectProduct(snapshot, send)))}
  />
)

/** `/shop/item/{id}`: one product machine per address (an id naming nothing is its `notFound`). */
export const ProductDetailScreen = (): ReactElement => {
  const productId = useParams<{ id: string }>().id
  return <ProductDetail key={productId} productId={productId} />
}
