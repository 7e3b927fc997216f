//! Block images (`raster.rs`): the walls' image follows edits; a placement image's shade.

use super::*;

#[test]
fn the_wall_image_follows_edits_block_by_block() {
    let mut s = sized("knight-path", 5000, 3000);
    let mut im = WallPixels::default();
    let (e, edits) = s.wall_edits();
    assert!(im.sync(&s.position, e, edits, HOLE).is_none(), "no walls, no image");
    s.tool = Tool::Paint(Cell::Off);
    assert!(s.paint([4000, 2999], Cell::Off));
    let (e, edits) = s.wall_edits();
    // Built a slice a sync (15 million squares): synced until whole.
    while im.sync(&s.position, e, edits, HOLE).is_some() && im.pending() {}
    let raster = im.sync(&s.position, e, edits, HOLE).expect("an image");
    assert_eq!(raster.block(), 5, "5 000 rows in at most 1 024 pixels");
    assert_eq!(raster.size(), (600, 1000));
    let dirty = raster.take_dirty().expect("the one wall, just built");
    assert_eq!((dirty.x0, dirty.y0, dirty.x1, dirty.y1), (599, 800, 600, 801));
    assert!(s.paint([0, 7], Cell::Off));
    let (e, edits) = s.wall_edits();
    let raster = im.sync(&s.position, e, edits, HOLE).expect("an image");
    let dirty = raster.take_dirty().expect("one pixel");
    assert_eq!((dirty.x0, dirty.y0, dirty.x1, dirty.y1), (1, 0, 2, 1));
    let alpha = raster.rgba()[4 + 3];
    assert!(alpha > 0, "the block holding (0, 7) shows a wall");
    assert!(alpha < 255, "one wall of 25 squares is not a solid block");
    assert!(s.undo(true));
    let (e, edits) = s.wall_edits();
    let raster = im.sync(&s.position, e, edits, HOLE).expect("an image");
    assert_eq!(raster.rgba()[4 + 3], 0, "undone: the block is clear again");
    assert_eq!(
        wall_runs(&s.position, [3999, 4001], [0, 2999]),
        vec![(4000, [2999, 2999])]
    );
}

#[test]
fn a_placement_image_averages_blocks_into_an_even_shade() {
    // Knights on every other square of 6 × 6, in blocks of 2 × 2: each
    // block holds two, so every pixel has the same half-strength colour.
    let squares: Vec<Square> = (0..6u32)
        .flat_map(|r| (0..6u32).filter(move |c| (r + c) % 2 == 0).map(move |c| [r, c]))
        .collect();
    let im = crate::view::model::raster::squares_raster(6, 6, 2, &squares, HOLE);
    assert_eq!(im.size(), (3, 3));
    let alphas: Vec<u8> = im.rgba().chunks(4).map(|p| p[3]).collect();
    assert_eq!(alphas, vec![128; 9]);
}

#[test]
fn the_wall_image_of_a_big_board_is_built_a_slice_a_frame_and_comes_out_whole() {
    use crate::view::model::raster::{walls_raster, CELLS_PER_SYNC};
    // 8 000 × 5 000 with a fifth of the squares walls: blocks of 8 × 8
    // squares, 200 pixel rows of 8 × 5 000 cells a sync, 1 000 rows.
    let mut board = Board::new(8000, 5000).expect("a board");
    crate::core::random_off::random_off(&mut board, RandomOff { fraction: 0.2, seed: 3 }).expect("walls");
    assert!(board.len() > CELLS_PER_SYNC);
    let mut im = WallPixels::default();
    let mut edits = Vec::new();
    im.sync(&board, 1, &edits, HOLE).expect("an image");
    assert!(im.pending(), "not all of it in one frame");
    let last = [7999, 4999];
    assert_eq!(
        im.sync(&board, 1, &edits, HOLE).expect("an image").rgba()[..40],
        walls_raster(&board, HOLE).rgba()[..40],
        "the rows above come first"
    );
    // Edits while it is built: one in a row counted already, one below.
    for (sq, cell) in [([1, 1], Cell::Off), (last, Cell::Off), ([0, 0], Cell::Empty)] {
        board.set(sq, cell).expect("on the board");
        edits.push(sq);
    }
    let mut frames = 2;
    while im.pending() {
        im.sync(&board, 1, &edits, HOLE).expect("an image");
        frames += 1;
        assert!(frames < 100, "it ends");
    }
    assert_eq!(frames, 5, "1 000 pixel rows, 200 a frame");
    let whole = walls_raster(&board, HOLE);
    let built = im.sync(&board, 1, &edits, HOLE).expect("an image");
    assert!(
        built.rgba() == whole.rgba(),
        "the same image as one pass over the walls"
    );
    assert!(!im.pending());
}
