W = "Widths"
def w(s, x):
    return s.n(W, x)
CATEGORIES = [
    ("Quilters", ["Mrs Beaumont", "Miss Catterall", "Mrs Delahaye-Price", "Mrs Eadie"]),
    ("Patterns", ["Bear's Paw", "Double Wedding Ring", "Flying Geese", "Log Cabin"]),
    ("Widths", ["48 inches", "60 inches", "72 inches", "90 inches"], [48, 60, 72, 90]),
    ("Colours", ["indigo", "ochre", "rose", "sage"]),
]
CLUES = [
    ("Neither Miss Catterall nor the maker of the Flying Geese quilt worked in indigo or in sage.",
     lambda s: all(not s.same(a, b) for a in ("Miss Catterall", "Flying Geese") for b in ("indigo", "sage"))),
    ("The Double Wedding Ring, which was the widest quilt on show, was not Mrs Beaumont's.",
     lambda s: w(s, "Double Wedding Ring") == 90 and not s.same("Double Wedding Ring", "Mrs Beaumont")),
    ("Of the ochre quilt and Mrs Beaumont's, one is 60 inches wide and the other is the Bear's Paw.",
     lambda s: not s.same("ochre", "Mrs Beaumont") and (
         (w(s, "ochre") == 60 and s.same("Mrs Beaumont", "Bear's Paw"))
         or (w(s, "Mrs Beaumont") == 60 and s.same("ochre", "Bear's Paw")))),
    ("Mrs Eadie's quilt is 12 inches wider than the Log Cabin.",
     lambda s: w(s, "Mrs Eadie") == w(s, "Log Cabin") + 12),
    ("The rose quilt is narrower than Mrs Delahaye-Price's.",
     lambda s: w(s, "rose") < w(s, "Mrs Delahaye-Price")),
    ("Mrs Delahaye-Price did not make the Flying Geese quilt.",
     lambda s: not s.same("Mrs Delahaye-Price", "Flying Geese")),
    ("Mrs Beaumont's quilt is wider than Mrs Eadie's, but it isn't the indigo one.",
     lambda s: w(s, "Mrs Beaumont") > w(s, "Mrs Eadie") and not s.same("Mrs Beaumont", "indigo")),
]
REMARKS = ["The Women's Institute of Little Hadham hung four new quilts in the church hall for its spring show. Each quilter chose a different traditional pattern and worked it mainly in one colour, and no two quilts were the same width."]
QUESTIONS = [("Which pattern did Mrs Eadie choose, and how wide is her quilt?",
              lambda s: (s.v("Patterns", "Mrs Eadie"), s.v(W, "Mrs Eadie")))]
