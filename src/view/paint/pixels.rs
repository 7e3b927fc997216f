//! An offscreen image of one pixel per square, for boards drawn so small
//! that a square is a pixel or less: the browser scales the image to the
//! board and averages neighbouring squares, where drawing each square at
//! least a pixel wide would blot the board out.

use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d as Ctx, HtmlCanvasElement, ImageData};

/// A `cols × rows` RGBA image, transparent until painted.
pub(crate) struct PixelImage {
    canvas: HtmlCanvasElement,
    ctx: Ctx,
    /// RGBA pixels, row-major.
    pixels: Vec<u8>,
    rows: u32,
    cols: u32,
}

impl PixelImage {
    /// A transparent image of `rows × cols` pixels; `None` if the browser
    /// gives no canvas.
    pub(crate) fn new(rows: u32, cols: u32) -> Option<PixelImage> {
        let canvas: HtmlCanvasElement = web_sys::window()?
            .document()?
            .create_element("canvas")
            .ok()?
            .dyn_into()
            .ok()?;
        canvas.set_width(cols);
        canvas.set_height(rows);
        let ctx: Ctx = canvas.get_context("2d").ok()??.dyn_into().ok()?;
        let pixels = vec![0; rows as usize * cols as usize * 4];
        Some(PixelImage {
            canvas,
            ctx,
            pixels,
            rows,
            cols,
        })
    }

    /// Colours pixels `[row, c0..=c1]` (clipped to the image).
    pub(crate) fn run(&mut self, row: u32, [c0, c1]: [u32; 2], rgba: [u8; 4]) {
        if row >= self.rows || c0 >= self.cols {
            return;
        }
        let start = (row as usize * self.cols as usize + c0 as usize) * 4;
        let end = (row as usize * self.cols as usize + c1.min(self.cols - 1) as usize + 1) * 4;
        if let Some(px) = self.pixels.get_mut(start..end) {
            for p in px.chunks_exact_mut(4) {
                p.copy_from_slice(&rgba);
            }
        }
    }

    /// Copies the pixels to the offscreen canvas (after painting).
    pub(crate) fn upload(&self) {
        if let Ok(data) = ImageData::new_with_u8_clamped_array_and_sh(Clamped(&self.pixels), self.cols, self.rows) {
            let _ = self.ctx.put_image_data(&data, 0.0, 0.0);
        }
    }

    /// Draws the image onto `ctx` at CSS point `(x, y)`, `w × h` CSS px,
    /// smoothed (squares averaged) when scaled down.
    pub(crate) fn draw(&self, ctx: &Ctx, (x, y): (f64, f64), (w, h): (f64, f64)) {
        ctx.set_image_smoothing_enabled(w < f64::from(self.cols) * 1.5);
        let _ = ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&self.canvas, x, y, w, h);
    }
}
