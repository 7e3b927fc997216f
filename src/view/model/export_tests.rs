//! Native tests of the exports (issue 16): the SVG holds one element per
//! piece and its labels as text, the pixel image marks what the board
//! shows, and the move list replays to the goal with the core's rules.

use crate::core::entry::position_after;
use crate::core::fixtures::knight_path_8x8;
use crate::core::{solve, Request, Step};

use super::export::{algebraic, chess_fits, move_lines_from, square_names, square_pixels, svg, Layers};
use super::labels::LabelStyle;
use super::scene::Scene;

const ALL: Layers = Layers {
    labels: true,
    path: true,
    numbers: true,
    attacks: true,
    export: true,
};

fn solved(request: &Request) -> (Scene, Vec<Step>) {
    let mut s = Scene::from_request(request).expect("a valid request");
    let answer = solve(request).expect("solves");
    let steps = answer.steps.clone().unwrap_or_default();
    if answer.steps.is_some() {
        s.set_answer(steps.clone()).expect("legal");
    } else if let Some(p) = answer.placement {
        s.set_placements(vec![p]).expect("on the board");
    }
    s.cache_attacks();
    (s, steps)
}

fn six_knights() -> Request {
    Request {
        puzzle: "knight-swap".into(),
        board: Some("nnn/.../.../NNN".into()),
        goal: Some("NNN/.../.../nnn".into()),
        ..Request::default()
    }
}

/// Six queens to place on a 6 × 6 board with one given: a placement
/// answer that adds five.
fn six_queens() -> Request {
    Request {
        puzzle: "n-queens".into(),
        board: Some(".Q..../....../....../....../....../......".into()),
        ..Request::default()
    }
}

fn count(hay: &str, needle: &str) -> usize {
    hay.matches(needle).count()
}

#[test]
fn svg_has_one_group_per_piece_and_text_labels_at_every_step() {
    let (mut s, steps) = solved(&six_knights());
    assert_eq!(steps.len(), 16);
    for k in [0, 5, 16] {
        s.playback.as_mut().expect("an answer").set_t(k as f64);
        let doc = svg(
            &s,
            ALL,
            &["Knight swap".into(), "16 moves".into()],
            Some("https://x/#p=1&q=<2>"),
        )
        .expect("small");
        assert!(doc.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert_eq!(count(&doc, "<g class=\"piece\""), 6, "six knights at step {k}");
        assert_eq!(count(&doc, "data-piece=\"N\""), 3);
        assert_eq!(count(&doc, "data-piece=\"n\""), 3);
        // Labels: 4 rows + 3 columns; the caption's two lines.
        let labels = doc
            .split("<g class=\"labels\"")
            .nth(1)
            .expect("labels")
            .split("</g>")
            .next()
            .expect("end");
        assert_eq!(count(labels, "<text"), 7);
        assert!(doc.contains("<title>Knight swap</title>"));
        assert!(doc.contains("&lt;2&gt;"), "the link is escaped");
        assert!(!doc.contains("<2>"));
        // Tags balance (a cheap well-formedness check).
        assert_eq!(count(&doc, "<g"), count(&doc, "</g>"));
    }
    // At the end the white knights stand on the top row.
    let doc = svg(&s, ALL, &[], None).expect("small");
    for c in 0..3 {
        assert!(
            doc.contains(&format!("data-piece=\"N\" data-square=\"0,{c}\"")),
            "{doc}"
        );
    }
    let plain = Layers { labels: false, ..ALL };
    assert!(!svg(&s, plain, &[], None).expect("small").contains("class=\"labels\""));
}

#[test]
fn svg_draws_a_path_with_numbers_and_refuses_huge_boards() {
    let req = knight_path_8x8();
    let (mut s, steps) = solved(&req);
    s.playback.as_mut().expect("an answer").set_t(2.0);
    let doc = svg(&s, ALL, &[], None).expect("small");
    assert_eq!(count(&doc, "<g class=\"piece\""), 1, "the walker");
    let numbers = doc
        .split("<g class=\"numbers\"")
        .nth(1)
        .expect("numbers")
        .split("</g>")
        .next()
        .expect("end");
    assert_eq!(count(numbers, "<text"), steps.len() + 1);
    assert!(doc.contains("class=\"behind\"") && doc.contains("class=\"ahead\""));
    let bare = Layers {
        path: false,
        numbers: false,
        ..ALL
    };
    let doc = svg(&s, bare, &[], None).expect("small");
    assert!(!doc.contains("class=\"path\"") && !doc.contains("class=\"numbers\""));

    let big = Request {
        puzzle: "knight-tour".into(),
        rows: Some(300),
        cols: Some(300),
        ..Request::default()
    };
    let s = Scene::from_request(&big).expect("valid");
    let err = svg(&s, ALL, &[], None).expect_err("too big");
    assert!(err.0.contains("PNG"), "{err}");
}

#[test]
fn svg_marks_added_pieces_and_attacks_of_a_placement() {
    let (s, _) = solved(&six_queens());
    let doc = svg(&s, ALL, &[], None).expect("small");
    assert_eq!(count(&doc, "<g class=\"piece\""), 6);
    assert_eq!(count(&doc, "data-added=\"true\""), 5);
    assert!(doc.contains("class=\"attacked\""));
    assert!(!svg(&s, Layers { attacks: false, ..ALL }, &[], None)
        .expect("small")
        .contains("class=\"attacked\""));
}

/// The squares a placement adds, as the `.txt` writes them in parts: the
/// parts joined by a space are the whole list, and each names a square
/// the answer added.
#[test]
fn square_names_write_the_added_pieces_in_parts() {
    let (s, _) = solved(&six_queens());
    let added = s.added();
    assert_eq!(added.len(), 5);
    let whole = square_names(added, 0, usize::MAX);
    let names: Vec<String> = added.iter().map(|&[r, c]| format!("({r}, {c})")).collect();
    assert_eq!(whole, names.join(" "));
    let parts: Vec<String> = (0..5).step_by(2).map(|first| square_names(added, first, 2)).collect();
    assert_eq!(parts.len(), 3);
    assert_eq!(parts.join(" "), whole);
    assert_eq!(square_names(added, 5, 2), "", "past the end");
    assert_eq!(square_names(added, 3, usize::MAX), names[3..].join(" "));
}

#[test]
fn svg_of_peg_solitaire_has_a_peg_per_piece() {
    let req = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("./oo/ooo/oooo/ooooo".into()),
        grid: Some(crate::core::board::Grid::Triangle),
        ..Request::default()
    };
    let (mut s, steps) = solved(&req);
    s.playback.as_mut().expect("an answer").set_t(steps.len() as f64);
    let doc = svg(&s, ALL, &[], None).expect("small");
    assert_eq!(count(&doc, "data-piece=\"o\""), 1, "one peg left");
    assert_eq!(count(&doc, "<circle cx") - 2, 15, "15 holes and the peg's two discs");
}

/// The texts of the SVG's labels group, in order.
fn label_texts(doc: &str) -> Vec<String> {
    let group = doc
        .split("<g class=\"labels\"")
        .nth(1)
        .expect("labels")
        .split("</g>")
        .next()
        .expect("end");
    group
        .split("<text ")
        .skip(1)
        .map(|t| {
            t.split('>')
                .nth(1)
                .and_then(|t| t.split('<').next())
                .unwrap_or("")
                .to_owned()
        })
        .collect()
}

#[test]
fn svg_labels_follow_the_style_chess_names_and_every_triangle_column() {
    let (mut s, _) = solved(&six_knights());
    assert_eq!(
        label_texts(&svg(&s, ALL, &[], None).expect("small")),
        ["0", "1", "2", "3", "0", "1", "2"]
    );
    s.labels = LabelStyle::Chess;
    let doc = svg(&s, ALL, &[], None).expect("small");
    assert!(doc.contains("data-style=\"chess\""));
    assert_eq!(
        label_texts(&doc),
        ["4", "3", "2", "1", "a", "b", "c"],
        "ranks from the bottom, files from the left"
    );
    let req = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("./oo/ooo/oooo/ooooo".into()),
        grid: Some(crate::core::board::Grid::Triangle),
        ..Request::default()
    };
    let (mut t, _) = solved(&req);
    let names = label_texts(&svg(&t, ALL, &[], None).expect("small"));
    assert_eq!(
        names,
        ["0", "1", "2", "3", "4", "0", "1", "2", "3", "4"],
        "five rows, then five columns"
    );
    t.labels = LabelStyle::Chess;
    let names = label_texts(&svg(&t, ALL, &[], None).expect("small"));
    assert_eq!(names, ["5", "4", "3", "2", "1", "a", "b", "c", "d", "e"]);
}

#[test]
fn pixels_show_walls_pieces_and_the_path_walked() {
    let req = Request {
        puzzle: "knight-path".into(),
        board: Some("......../......../..#...../......../......../......../......../........".into()),
        from: Some([0, 0]),
        to: Some([7, 7]),
        ..Request::default()
    };
    let (mut s, steps) = solved(&req);
    let px = |s: &Scene, sq: [u32; 2]| {
        let p = square_pixels(s, ALL).expect("square board");
        let i = (sq[0] * 8 + sq[1]) as usize * 4;
        [p[i], p[i + 1], p[i + 2], p[i + 3]]
    };
    assert_eq!(square_pixels(&s, ALL).expect("square").len(), 8 * 8 * 4);
    assert_eq!(px(&s, [2, 2]), [0x2d, 0x28, 0x24, 0xff], "a wall");
    s.playback.as_mut().expect("answer").set_t(steps.len() as f64);
    let mid = steps[0].to;
    assert_eq!(px(&s, mid), [31, 111, 235, 255], "walked");
    assert_eq!(px(&s, [7, 7]), [0x1d, 0x1a, 0x17, 0xff], "the knight at the end");

    let tri = Request {
        puzzle: "peg-solitaire".into(),
        board: Some("./oo/ooo/oooo/ooooo".into()),
        grid: Some(crate::core::board::Grid::Triangle),
        ..Request::default()
    };
    let s = Scene::from_request(&tri).expect("valid");
    assert!(square_pixels(&s, ALL).is_err());
}

#[test]
fn move_lines_replay_to_the_goal_in_both_notations() {
    let (s, steps) = solved(&six_knights());
    let text = move_lines_from(&steps, 0, None);
    assert_eq!(text.lines().count(), 16);
    assert!(text.starts_with("1. ("), "{text}");
    // Read the text back, and replay it with the core's rules.
    let read: Vec<Step> = text
        .lines()
        .map(|line| {
            let nums: Vec<u32> = line
                .split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .skip(1)
                .map(|t| t.parse().expect("a number"))
                .collect();
            Step {
                from: [nums[0], nums[1]],
                to: [nums[2], nums[3]],
                over: None,
            }
        })
        .collect();
    let req = six_knights();
    let (puzzle, end) = position_after(&req, &read, &[]).expect("every step legal");
    assert!(puzzle.is_goal(&end));
    assert!(chess_fits(&s.position));
    let chess = move_lines_from(&steps, 0, Some(4));
    assert_eq!(chess.lines().count(), 16);
    // [3, 0] is a1 and [0, 2] is c4 on a 4-row board.
    assert_eq!(algebraic([3, 0], 4), "a1");
    assert_eq!(algebraic([0, 2], 4), "c4");
    let first = &steps[0];
    assert!(chess.starts_with(&format!("1. {} → {}", algebraic(first.from, 4), algebraic(first.to, 4))));
}

#[test]
fn jumps_name_the_jumped_peg() {
    let steps = vec![Step {
        from: [2, 0],
        to: [0, 0],
        over: Some([1, 0]),
    }];
    assert_eq!(move_lines_from(&steps, 0, None), "1. (2, 0) → (0, 0) over (1, 0)\n");
    assert_eq!(move_lines_from(&steps, 41, None), "42. (2, 0) → (0, 0) over (1, 0)\n");
}

#[test]
fn svg_caption_wraps_words_and_the_link_under_the_board() {
    let (s, _) = solved(&six_knights());
    let link = format!("https://example.org/#{}", "x".repeat(200));
    let title = "Knight swap · A* (assignment heuristic)".to_string();
    let counts = "4 × 3 board · 16 moves (proved minimal) · 335 states expanded".to_string();
    let doc = svg(&s, ALL, &[title, counts], Some(&link)).expect("small");
    let caption = doc
        .split("<g class=\"caption\"")
        .nth(1)
        .expect("a caption")
        .split("</g>")
        .next()
        .expect("end");
    let texts: Vec<&str> = caption.split("<text").skip(1).collect();
    assert!(texts.len() >= 4, "title, counts and a link cut in lines: {caption}");
    // No line is longer than the drawing is wide (about 6.6 px a character).
    let width: f64 = doc
        .split("width=\"")
        .nth(1)
        .and_then(|w| w.split('"').next())
        .and_then(|w| w.parse().ok())
        .expect("a width");
    for t in &texts {
        let line = t.split('>').nth(1).and_then(|l| l.split('<').next()).expect("text");
        assert!(line.chars().count() as f64 * 5.5 <= width, "{line} in {width}");
    }
    // The link's pieces are all inside <a href> to the whole link.
    let link_lines = caption.matches("fill=\"#1f4fa8\"").count();
    assert!(link_lines >= 2, "a 220-character link takes lines: {caption}");
    assert_eq!(caption.matches(&format!("<a href=\"{link}\">")).count(), link_lines);
}

/// The six knights of the swap as camels (issue 42): knight swap takes a
/// `leaper` too.
fn six_camels() -> Request {
    Request {
        leaper: Some([1, 3]),
        ..six_knights()
    }
}

/// The part of `doc` that is its caption.
fn caption_of(doc: &str) -> &str {
    doc.split("<g class=\"caption\"").nth(1).unwrap_or("")
}

/// A camel is drawn as its own piece (issue 42): a token carrying "C",
/// not the knight's head, and the caption names it with its legs, once.
#[test]
fn a_camel_is_a_token_with_its_mark_and_the_caption_names_it() {
    use super::shapes::KNIGHT_BODY;
    let s = Scene::from_request(&six_camels()).expect("six camels");
    for caption in [vec![], vec!["Knight swap".into()]] {
        let doc = svg(&s, ALL, &caption, None).expect("small");
        assert_eq!(count(&doc, "<g class=\"piece\""), 6);
        assert_eq!(count(&doc, "data-glyph=\"token\""), 6, "every camel a token");
        assert_eq!(count(&doc, "<text class=\"mark\""), 6);
        assert_eq!(count(&doc, ">C</text>"), 6, "each carries the camel's mark");
        assert!(!doc.contains(KNIGHT_BODY), "no knight's head");
        assert!(!doc.contains("data-glyph=\"knight\""));
        assert_eq!(count(caption_of(&doc), "camel (1, 3)"), 1, "{caption:?}");
    }
    // A caption that names it already (the page's) is not repeated.
    let doc = svg(
        &s,
        ALL,
        &["Knight swap".into(), "4 × 3 board · camel (1, 3)".into()],
        None,
    )
    .expect("small");
    assert_eq!(count(caption_of(&doc), "camel (1, 3)"), 1);
    // Black and white tokens differ by a shape too: the black ones' ring.
    let ring = format!("r=\"{}\" fill=\"none\"", super::shapes::TOKEN_RING_R);
    assert_eq!(count(&doc, &ring), 3, "three black camels ringed");
}

/// A leaper without a name carries its legs, and the caption says them.
#[test]
fn an_unnamed_leaper_carries_its_legs() {
    let s = Scene::from_request(&Request {
        leaper: Some([2, 5]),
        ..six_knights()
    })
    .expect("a (2, 5)-leaper's swap");
    let doc = svg(&s, ALL, &[], None).expect("small");
    assert_eq!(count(&doc, ">2,5</text>"), 6);
    assert!(caption_of(&doc).contains("(2, 5)-leaper"));
}

/// The knight is unchanged: its head, no token, no legend added.
#[test]
fn the_knight_keeps_its_head_and_no_legend() {
    use super::shapes::{legend, KNIGHT_BODY};
    let s = Scene::from_request(&six_knights()).expect("six knights");
    assert_eq!(legend(&s.position), None);
    let doc = svg(&s, ALL, &["Knight swap".into()], None).expect("small");
    assert_eq!(count(&doc, KNIGHT_BODY), 6);
    assert_eq!(count(&doc, "data-glyph=\"knight\""), 6);
    assert!(!doc.contains("data-glyph=\"token\"") && !doc.contains("class=\"mark\""));
    assert!(!doc.contains("knight ("), "no legend for the knight");
    assert!(svg(&s, ALL, &[], None).expect("small").contains("</svg>"));
    assert!(!svg(&s, ALL, &[], None).expect("small").contains("class=\"caption\""));
}

/// The palette's picture of a piece is the board's glyph: the camel's
/// token on a camel's board, the knight's head on a knight's.
#[test]
fn a_piece_picture_follows_the_boards_leaper() {
    use super::export::piece_svg;
    use super::shapes::KNIGHT_BODY;
    use crate::core::board::Piece;
    // By their symbols, as BoardView.pieceSvg takes them.
    let piece = |symbol| Piece::from_symbol(symbol).expect("a piece");
    let camels = Scene::from_request(&six_camels()).expect("six camels");
    let knights = Scene::from_request(&six_knights()).expect("six knights");
    let camel = piece_svg(&camels.position, piece('n'));
    assert!(camel.starts_with("<svg") && camel.ends_with("</svg>"));
    assert!(camel.contains(">C</text>") && !camel.contains(KNIGHT_BODY));
    assert!(piece_svg(&knights.position, piece('N')).contains(KNIGHT_BODY));
    assert!(piece_svg(&camels.position, piece('Q')).contains("<path"));
}
