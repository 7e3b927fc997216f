//! The camera (`camera.rs`): pixels and squares, zoom and pan.

use super::*;

/// Every square's centre maps back to that square, zoomed out and in.
fn round_trips(s: &mut Scene) {
    let extent = s.position.extent();
    for zoom in [1.0, 3.0, 7.0] {
        s.camera.reset();
        s.camera.zoom_at(extent, 130.0, 170.0, zoom);
        let b = s.position.clone();
        let frame = s.camera.frame(extent);
        let mut seen = 0;
        for r in 0..b.rows() {
            for c in 0..b.row_len(r) {
                let (x, y) = frame.to_css(b.center([r, c]));
                if (0.0..=s.camera.width).contains(&x) && (0.0..=s.camera.height).contains(&y) {
                    assert_eq!(s.square_at(x, y), Some([r, c]), "zoom {zoom}");
                    seen += 1;
                }
            }
        }
        assert!(seen > 0, "zoom {zoom}: some squares in view");
    }
}

#[test]
fn camera_pixels_and_squares_round_trip_on_square_and_triangle_grids() {
    round_trips(&mut sized("knight-path", 12, 9));
    let request = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("o/oo/o.o/oooo/ooooo".into()),
        grid: Some(crate::core::board::Grid::Triangle),
        ..Request::default()
    };
    let mut t = Scene::from_request(&request).expect("a triangle board");
    t.camera.resize(400.0, 300.0, 2.0);
    round_trips(&mut t);
}

#[test]
fn zoom_keeps_the_point_under_the_pointer_and_pan_stays_on_the_board() {
    let mut s = sized("knight-path", 100, 100);
    let extent = s.position.extent();
    let before = s.camera.frame(extent).to_cells(300.0, 200.0);
    s.camera.zoom_at(extent, 300.0, 200.0, 8.0);
    assert!(s.camera.zoomed());
    let after = s.camera.frame(extent).to_cells(300.0, 200.0);
    assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
    // Dragging an empty square while zoomed pans: the board follows.
    let sq = s.square_at(300.0, 200.0).expect("a square");
    input::pointer_down(&mut s, 300.0, 200.0);
    input::pointer_move(&mut s, 340.0, 200.0);
    input::pointer_up(&mut s, 340.0, 200.0);
    assert_eq!(s.square_at(340.0, 200.0), Some(sq), "the square moved with the pointer");
    // A pan far away keeps the board in view.
    s.camera.pan_by(extent, 1e9, 1e9);
    assert!(s.square_at(400.0, 300.0).is_some());
    s.camera.reset();
    assert!(!s.camera.zoomed());
    let mut c = Camera::default();
    c.resize(f64::NAN, -5.0, 100.0);
    assert_eq!((c.width, c.height, c.dpr), (300.0, 1.0, 8.0));
}
