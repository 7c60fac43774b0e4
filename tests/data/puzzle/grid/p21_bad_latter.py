T = "Times"
CATEGORIES = [
    ("Bakers", ["Mrs Ash", "Mrs Bell", "Mrs Cole", "Mrs Dunn"]),
    ("Cakes", ["coffee cake", "fruit cake", "lemon drizzle", "Victoria sponge"]),
    ("Times", ["1:00pm", "1:15pm", "1:30pm", "1:45pm"], [780, 795, 810, 825]),
    ("Plates", ["blue", "green", "pink", "white"]),
]
CLUES = [
    ("Mrs Ash arrived first, carrying a coffee cake.",
     lambda s: s.n(T, "Mrs Ash") == 780 and s.same("Mrs Ash", "coffee cake")),
    ("The lemon drizzle arrived at 1:30pm on a green plate.",
     lambda s: s.same("lemon drizzle", "1:30pm") and s.same("lemon drizzle", "green")),
    ("Mrs Cole was the last to arrive.", lambda s: s.n(T, "Mrs Cole") == 825),
    ("Mrs Bell's plate was pink, and Mrs Cole's was white.",
     lambda s: s.same("Mrs Bell", "pink") and s.same("Mrs Cole", "white")),
    ("Mrs Dunn didn't arrive at 1:15pm.", lambda s: not s.same("Mrs Dunn", "1:15pm")),
]
BAD = (3, "Mrs Ash and Mrs Bell both arrived before Mrs Cole, and the latter brought the Victoria sponge.")
REFUSED = {BAD[1]: {
    "'the latter' = Mrs Bell (the second of the pair)":
        lambda s: s.n(T, "Mrs Ash") < s.n(T, "Mrs Cole") and s.n(T, "Mrs Bell") < s.n(T, "Mrs Cole")
        and s.same("Mrs Bell", "Victoria sponge"),
    "'the latter' = Mrs Cole (the last named)":
        lambda s: s.n(T, "Mrs Ash") < s.n(T, "Mrs Cole") and s.n(T, "Mrs Bell") < s.n(T, "Mrs Cole")
        and s.same("Mrs Cole", "Victoria sponge"),
}}
EXPECT = 2
QUESTIONS = [("Who brought the Victoria sponge?", None)]
NUM = "."
DOT = False
INTRO = ["Cricket Teas",
         "Four ladies of Little Hamble each baked a cake for the cricket club's Saturday tea. "
         "They arrived at the pavilion at different times, each carrying a different cake on a plate of a different colour."]
OUTRO = []
REMARKS = INTRO + OUTRO
BAD_WHY = """Clue 3, "Mrs Ash and Mrs Bell both arrived before Mrs Cole, and the latter
brought the Victoria sponge.", must be refused: "the latter" picks the second of
two, but three women are named before it, so it may mean Mrs Bell (the second of
the pair "Mrs Ash and Mrs Bell") or Mrs Cole (the last person named). The rest of
the clue adds nothing (clue 4 already makes Mrs Cole the last to arrive). Without
clue 3 the puzzle has two solutions, which differ only in whether Mrs Bell or
Mrs Cole brought the Victoria sponge (the other brought the fruit cake). Read
with "the latter" as Mrs Bell it gives one solution; read as Mrs Cole, the
nearest name, it gives the other. A reader that resolves "the latter" to the
last name it saw answers the question confidently, and may be wrong."""
