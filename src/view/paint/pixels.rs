//! An offscreen canvas holding a [`BlockRaster`] of the model, for boards
//! drawn so small that a square is a pixel or less: the browser scales the
//! image onto the board and averages neighbouring pixels. Only the dirty
//! rectangle of the raster is uploaded after an edit.

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement, ImageData};

use crate::view::model::raster::BlockRaster;

/// The offscreen canvas of a raster.
pub(crate) struct PixelImage {
    canvas: HtmlCanvasElement,
    ctx: Ctx,
    width: u32,
    height: u32,
}

impl PixelImage {
    /// A transparent image of `width × height` pixels; `None` if the
    /// browser gives no canvas.
    pub(crate) fn new(width: u32, height: u32) -> Option<PixelImage> {
        let canvas: HtmlCanvasElement = web_sys::window()?
            .document()?
            .create_element("canvas")
            .ok()?
            .dyn_into()
            .ok()?;
        canvas.set_width(width);
        canvas.set_height(height);
        let ctx: Ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        Some(PixelImage {
            canvas,
            ctx,
            width,
            height,
        })
    }

    /// Whether the image has `raster`'s size.
    pub(crate) fn fits(&self, raster: &BlockRaster) -> bool {
        raster.size() == (self.width, self.height)
    }

    /// Copies the raster's dirty rectangle to the canvas (all of it after
    /// a rebuild, one pixel after a one-square edit).
    pub(crate) fn upload(&self, raster: &mut BlockRaster) {
        let Some(rect) = raster.take_dirty() else { return };
        let (w, h) = (rect.x1 - rect.x0, rect.y1 - rect.y0);
        if w == 0 || h == 0 {
            return;
        }
        let data = if (w, h) == (self.width, self.height) {
            ImageData::new_with_u8_clamped_array_and_sh(Clamped(raster.rgba()), w, h)
        } else {
            ImageData::new_with_u8_clamped_array_and_sh(Clamped(&raster.rgba_of(rect)), w, h)
        };
        if let Ok(data) = data {
            let _ = self.ctx.put_image_data(&data, f64::from(rect.x0), f64::from(rect.y0));
        }
    }

    /// Draws the image onto `ctx` at CSS point `(x, y)`, `w × h` CSS px,
    /// smoothed (pixels averaged) when scaled down.
    pub(crate) fn draw(&self, ctx: &Ctx, (x, y): (f64, f64), (w, h): (f64, f64)) {
        ctx.set_image_smoothing_enabled(w < f64::from(self.width) * 1.5);
        let _ = ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&self.canvas, x, y, w, h);
    }
}
