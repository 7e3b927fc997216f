//! The cost of an edit on a 10 000 × 10 000 board (printed, run by hand).

use super::*;

/// Milliseconds since `t`.
fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// What one interaction costs on the main thread, model side: the edit,
/// the page's `request()` after it, and the wall image brought up to date
/// for the next frame. Prints times; run with
/// `cargo test --release --lib view::model::tests::big_board::edit_costs -- --ignored --nocapture`.
#[test]
#[ignore = "prints times; run by hand"]
fn edit_costs_on_a_10_000_by_10_000_board() {
    let mut s = sized("knight-path", 10_000, 10_000);
    let mut im = WallPixels::default();
    let frame = |s: &mut Scene, im: &mut WallPixels| {
        let (e, edits) = s.wall_edits();
        if let Some(r) = im.sync(&s.position, e, edits, HOLE) {
            let _ = r.take_dirty();
        }
        let _ = s.request();
    };
    frame(&mut s, &mut im);
    s.tool = Tool::Paint(Cell::Off);
    let t = Instant::now();
    assert!(click(&mut s, [5000, 5000]));
    frame(&mut s, &mut im);
    println!("one wall click (first, builds the image): {:8.2} ms", ms(t));
    let t = Instant::now();
    assert!(click(&mut s, [5000, 5010]));
    frame(&mut s, &mut im);
    println!("one wall click:                           {:8.2} ms", ms(t));
    let t = Instant::now();
    let (x0, y0) = at(&s, [100, 100]);
    input::pointer_down(&mut s, x0, y0);
    frame(&mut s, &mut im);
    for k in 1..20 {
        let (x, y) = at(&s, [100 + 300 * k, 100 + 450 * k]);
        input::pointer_move(&mut s, x, y);
        frame(&mut s, &mut im);
    }
    input::pointer_up(&mut s, x0, y0);
    println!("20-point wall stroke (20 frames):         {:8.2} ms", ms(t));
    let t = Instant::now();
    assert!(s.undo(true));
    frame(&mut s, &mut im);
    println!("undo:                                     {:8.2} ms", ms(t));
    let t = Instant::now();
    assert!(s.undo(false));
    frame(&mut s, &mut im);
    println!("redo:                                     {:8.2} ms", ms(t));
    s.tool = Tool::Move;
    let t = Instant::now();
    let (a, b) = (at(&s, [9_999, 9_999]), at(&s, [9_000, 9_500]));
    input::pointer_down(&mut s, a.0, a.1);
    for k in 1..=8 {
        let f = f64::from(k) / 8.0;
        input::pointer_move(&mut s, a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f);
        frame(&mut s, &mut im);
    }
    input::pointer_up(&mut s, b.0, b.1);
    assert_ne!(s.marker(Marker::To), Some([9_999, 9_999]));
    println!("marker drag (8 moves, 8 frames):          {:8.2} ms", ms(t));

    // What the page's `check(request())` costs after each edit: the parse
    // alone (`core::check`), no search and no walls drawn.
    let request = s.request();
    let t = Instant::now();
    let checked = check(&request);
    println!(
        "check (parse only) of that request:        {:8.2} ms ({checked:?})",
        ms(t)
    );

    let mut q = sized("non-attacking-knights", 1000, 1000);
    let placement: Vec<Square> = (0..1000u32)
        .flat_map(|r| (0..1000u32).filter(move |c| (r + c) % 2 == 0).map(move |c| [r, c]))
        .collect();
    let t = Instant::now();
    q.set_placements(vec![placement]).expect("squares on the board");
    let added = q.placements.as_ref().expect("an answer").added();
    let raster = crate::view::model::raster::squares_raster(1000, 1000, 2, added, HOLE);
    println!(
        "1 000 × 1 000 placement answer ({} pieces) and its image: {:.2} ms",
        added.len(),
        ms(t)
    );
    drop(raster);

    let mut tour = sized("knight-tour", 1000, 1000);
    let moves = knight_zigzag(1_000_000, 1000);
    let t = Instant::now();
    tour.set_answer(moves.clone()).expect("squares on the board");
    let pb = tour.playback.as_mut().expect("an answer");
    let movers = pb.movers(usize::MAX).len();
    println!(
        "million-step tour answer checked at once and its move letters ({movers}): {:.2} ms",
        ms(t)
    );
    // The page's way (js.rs setAnswer past 20 000 steps): shown unchecked, checked in slices.
    let t = Instant::now();
    let n = moves.len();
    tour.set_answer_unchecked(moves, n);
    println!("the same answer shown unchecked: {:.3} ms", ms(t));
    let (mut slices, mut longest) = (0, 0.0_f64);
    loop {
        let t = Instant::now();
        let done = tour.check_answer(100_000);
        longest = longest.max(ms(t));
        slices += 1;
        if done {
            break;
        }
    }
    println!("checked in {slices} slices of 100 000 steps, the longest {longest:.2} ms");
    let pb = tour.playback.as_mut().expect("an answer");
    assert!(pb.checked() && pb.refused().is_none());
    let t = Instant::now();
    let movers = pb.movers(2_000).len();
    println!("the first {movers} move letters: {:.3} ms", ms(t));
    let t = Instant::now();
    pb.set_t(765_432.5);
    let m = pb.moment(&tour.position);
    println!(
        "seek to step 765 432.5: {:.3} ms ({:?})",
        ms(t),
        m.moving.map(|(_, at)| at)
    );
    let _ = Board::new(1, 1);
}
