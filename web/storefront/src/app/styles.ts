/** The storefront's stylesheet, inlined into the server HTML: small, and styled before any script loads. */
export const STOREFRONT_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1f;background:#fff}
a{color:inherit}
img{max-width:100%;height:auto;display:block}
.site{min-height:100vh;display:flex;flex-direction:column}
.language-switcher{padding:.5rem 1rem;text-align:right;font-size:.875rem}
.language-switcher form{display:inline-flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.site-header{padding:1.5rem 1rem;border-bottom:1px solid #e5e5e5;text-align:center}
.site-title{font-size:1.75rem;font-weight:700;text-decoration:none}
.site-tagline{margin:.25rem 0 0;color:#666}
.site-header nav ul{list-style:none;display:flex;flex-wrap:wrap;justify-content:center;gap:1rem;margin:1rem 0 0;padding:0}
.site-header nav a{text-decoration:none}
.site-header nav a.active,.site-header nav a:hover{text-decoration:underline}
.site-main{flex:1;width:100%;max-width:72rem;margin:0 auto;padding:1.5rem 1rem}
.site-footer{padding:1.5rem 1rem;border-top:1px solid #e5e5e5;text-align:center;color:#666;font-size:.875rem}
.view-toggle{display:flex;gap:.5rem;margin:1rem 0}
.view-toggle a{padding:.25rem .75rem;border:1px solid #ccc;border-radius:999px;text-decoration:none}
.view-toggle a[aria-current=page]{background:#1d1d1f;color:#fff;border-color:#1d1d1f}
.products{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem}
.products-grid{grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.products-list .product-card{display:grid;grid-template-columns:6rem 1fr auto;align-items:center;gap:1rem}
.products-list .product-card-link{display:contents}
.products-list img{width:6rem}
.products-list .product-card-meta{text-align:right}
.product-card-meta{margin-top:.25rem}
.product-card-link{text-decoration:none}
.product-card-title{display:block;font-weight:600;margin-top:.5rem}
.price{margin:.25rem 0;font-weight:600}
.price-regular{color:#666;font-weight:400}
.status-label{display:inline-block;font-size:.75rem;text-transform:uppercase;letter-spacing:.05em;padding:.1rem .5rem;border-radius:4px}
.status-sold-out{background:#eee;color:#555}
.status-sale{background:#c62828;color:#fff}
.product{display:grid;gap:2rem;grid-template-columns:1fr}
@media (min-width:433px){.product{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
.product-images{display:grid;gap:1rem}
.variant-image{margin:0}
.product-form{display:grid;gap:1rem;max-width:24rem;margin-top:1.5rem}
.field{display:grid;gap:.25rem}
.field select,.field input{font:inherit;padding:.5rem;border:1px solid #ccc;border-radius:4px}
.add-to-cart{font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;cursor:pointer}
.add-to-cart:disabled{opacity:.5;cursor:not-allowed}
.variant-availability{color:#c62828}
.form-block{display:grid;gap:1rem;max-width:40rem}
.form-fields{border:0;margin:0;padding:0;display:grid;gap:1rem}
.form-field{display:grid;gap:.25rem}
.field-title{font-weight:600}
.required-marker{color:#c62828;margin-left:.25rem}
.field-description{margin:0;color:#666;font-size:.875rem}
.field-error{margin:0;color:#c62828;font-size:.875rem}
.form-field input,.form-field select,.form-field textarea{font:inherit;padding:.5rem;border:1px solid #ccc;border-radius:4px}
.form-field-error input,.form-field-error textarea,.form-field-error select{border-color:#c62828}
.form-field textarea{min-height:6rem}
.field-parts{display:grid;gap:.5rem;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr))}
.field-part{display:grid;gap:.125rem;font-size:.875rem;min-width:0}
.field-part input{width:100%}
.field-options{display:flex;flex-wrap:wrap;gap:.75rem}
.character-counter{margin:0;font-size:.75rem;color:#666;text-align:right}
.character-counter-over{color:#c62828}
.likert{border-collapse:collapse;font-size:.75rem}
.likert th{text-align:left;padding-right:.5rem}
.form-section-underline h3{border-bottom:1px solid #ccc}
.form-banner{margin:0;padding:.5rem .75rem;background:#fdecea;color:#c62828;border-radius:4px}
.form-error{margin:0;color:#c62828}
.form-submit{font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;cursor:pointer;justify-self:start}
.form-fields:disabled .form-submit{opacity:.6;cursor:progress}
.form-disclaimer{margin:0;color:#666;font-size:.75rem}
.captcha-badge{position:relative;z-index:1}
.captcha-badge[data-visible=false]{visibility:hidden}
.captcha-center{justify-self:center}.captcha-right{justify-self:end}
.lightbox .captcha-badge{z-index:1001}
.captcha-compact altcha-widget{display:block;transform:scale(.77);transform-origin:0 0}
.site-header{position:relative}
.cart-indicator{position:absolute;top:1.5rem;right:1rem;text-decoration:none;font-size:.875rem;line-height:2;min-height:24px}
.cart-pill{position:fixed;right:1rem;bottom:1rem;z-index:10;padding:.5rem 1rem;border-radius:999px;background:#1d1d1f;color:#fff;text-decoration:none;font-weight:600;box-shadow:0 2px 8px rgba(0,0,0,.2);animation:cart-pill-fade-in .3s ease-out}
@keyframes cart-pill-fade-in{from{opacity:0}to{opacity:1}}
.button-primary{display:inline-block;font:inherit;font-weight:600;padding:.75rem 1rem;border:0;border-radius:4px;background:#1d1d1f;color:#fff;cursor:pointer;text-decoration:none}
.button-link{font:inherit;background:none;border:0;padding:0;text-decoration:underline;cursor:pointer}
.cart-entries{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.cart-entry{display:grid;grid-template-columns:1fr auto auto auto auto;align-items:center;gap:1rem;padding-bottom:1rem;border-bottom:1px solid #e5e5e5}
.cart-entry-item{display:flex;gap:1rem;align-items:center}
.cart-entry-image{width:4rem;height:4rem;flex:none;object-fit:cover;border-radius:4px}
.cart-entry-details{display:grid;gap:.25rem}
.cart-entry-title{font-weight:600}
.cart-entry-fields{margin:0;font-size:.875rem;color:#555}
.cart-entry-fields div{display:flex;gap:.5rem}
.cart-entry-fields dd{margin:0}
.cart-entry-quantity{display:flex;gap:.5rem;align-items:center}
.cart-entry-quantity input{width:5rem;font:inherit;padding:.25rem}
.cart-entry-failure,.form-problem,.field-error{color:#c62828;grid-column:1/-1;margin:0}
.cart-subtotal{font-weight:600;font-size:1.25rem}
.lightbox-overlay{position:fixed;inset:0;z-index:100;overflow:auto;background:rgba(0,0,0,.5)}
.lightbox{position:absolute;left:50%;transform:translateX(-50%);width:min(32rem,calc(100% - 2rem));margin-bottom:50px;padding:1.5rem;border-radius:8px;background:#fff}
.lightbox-title{margin-top:0;font-size:1.25rem}
.quick-view{display:block;margin-top:.25rem;font-size:.875rem}
.quick-view-image{max-height:16rem;margin:0 auto 1rem}
.additional-fields-form fieldset{border:0;padding:0;margin:0;display:grid;gap:1rem}
.field textarea{font:inherit;padding:.5rem;border:1px solid #ccc;border-radius:4px}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.gallery{background:#f5f5f4;border-radius:4px}
.gallery-transparent{background:transparent}
.gallery ul,.gallery ol{list-style:none;margin:0;padding:0}
.gallery-grid{display:grid}
.gallery-stacked{display:grid}
.gallery-figure{position:relative;margin:0}
.gallery-picture{width:100%}
.gallery-open{display:block;width:100%;padding:0;border:0;background:none;cursor:zoom-in}
.gallery-open:focus-visible,.gallery a:focus-visible{outline:3px solid #027AFF;outline-offset:2px}
.gallery-meta{position:absolute;width:max-content;max-width:calc(100% - 1rem);padding:.25rem .5rem;background:rgba(0,0,0,.6);color:#fff;font-size:.875rem;border-radius:3px;pointer-events:none}
.gallery-meta-top,.gallery-meta-top-left,.gallery-meta-top-right{top:.5rem}
.gallery-meta-bottom,.gallery-meta-bottom-left,.gallery-meta-bottom-right{bottom:.5rem}
.gallery-meta-top-left,.gallery-meta-bottom-left{left:.5rem}
.gallery-meta-top-right,.gallery-meta-bottom-right{right:.5rem}
.gallery-meta-top,.gallery-meta-bottom{left:50%;transform:translateX(-50%)}
.gallery-meta-center{top:50%;left:50%;transform:translate(-50%,-50%)}
.gallery-meta-on-hover{opacity:0;transition:opacity .3s}
.gallery-figure:hover .gallery-meta-on-hover,.gallery-figure:focus-within .gallery-meta-on-hover{opacity:1}
.gallery-slideshow,.gallery-slider{position:relative;outline-offset:2px}
.gallery-stage,.gallery-lightbox-body{touch-action:pan-y}
.gallery-slide[hidden]{display:none}
.gallery-track{display:flex;overflow-x:auto;scroll-snap-type:x mandatory}
.gallery-track .gallery-slide{flex:0 0 auto;height:100%;scroll-snap-align:center}
.gallery-track .gallery-figure,.gallery-track .gallery-open,.gallery-track a{height:100%}
.gallery-track .gallery-picture{height:100%;width:auto}
.gallery-controls{display:flex;justify-content:space-between;margin-top:.5rem}
.gallery-controls button,.gallery-lightbox-controls button{font:inherit;font-size:1.5rem;line-height:1;width:2.75rem;height:2.75rem;border:1px solid #ccc;border-radius:50%;background:#fff;cursor:pointer}
.gallery-thumbnails{display:flex;gap:.5rem;overflow-x:auto}
.gallery-thumbnails button{padding:0;border:2px solid transparent;background:none;cursor:pointer}
.gallery-thumbnails button[aria-current=true]{border-color:#1d1d1f}
.gallery-lightbox{width:min(64rem,calc(100% - 2rem));padding:1rem}
.gallery-lightbox-dark{background:#111;color:#f5f5f5}
.gallery-lightbox-dark-overlay{background:rgba(0,0,0,.85)}
.gallery-lightbox-light{background:#fff;color:#1d1d1f}
.gallery-lightbox-light-overlay{background:rgba(255,255,255,.9)}
.gallery-lightbox-figure{margin:0;text-align:center}
.gallery-lightbox-figure img{margin:0 auto;max-height:80vh;width:auto}
.gallery-lightbox-close{float:right;font:inherit;font-size:1.75rem;line-height:1;width:2.75rem;height:2.75rem;border:0;background:none;color:inherit;cursor:pointer}
.gallery-lightbox-controls{display:flex;justify-content:center;align-items:center;gap:1rem;margin-top:.75rem}
.checkout-form{display:grid;gap:1.5rem;max-width:40rem}
.checkout-fieldset{border:1px solid #e5e5e5;border-radius:4px;padding:1rem;display:grid;gap:.75rem}
.checkout-fieldset legend{font-weight:600;padding:0 .25rem}
.checkout-inline{grid-template-columns:1fr auto;align-items:end}
.checkout-inline label{grid-column:1/-1}
.checkout-option{display:flex;gap:.5rem;align-items:center}
.checkout-lines{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.coupon-list{list-style:none;margin:0;padding:0;display:grid;gap:.25rem}
.button-secondary{font:inherit;padding:.5rem 1rem;border:1px solid #1d1d1f;border-radius:4px;background:#fff;cursor:pointer}
.button-primary:disabled{opacity:.5;cursor:not-allowed}
.test-cards{font-size:.875rem;color:#555}
.test-cards p,.test-cards ul{margin:0}
.order-totals{margin:0;display:grid;gap:.25rem;max-width:24rem}
.order-totals div{display:flex;justify-content:space-between;gap:1rem}
.order-totals dd{margin:0}
.order-grand-total{font-weight:700;font-size:1.125rem;border-top:1px solid #e5e5e5;padding-top:.25rem}
.address-line{display:block}
.test-mode-note{padding:.5rem .75rem;background:#fff8e1;border-radius:4px}
`;
