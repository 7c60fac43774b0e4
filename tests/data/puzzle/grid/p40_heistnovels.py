P = "Pages"
CATEGORIES = [
    ("Authors", ["Gwen", "Hector", "Ivy", "Julian"]),
    ("Targets", ["casino", "museum", "train", "vault"]),
    ("Settings", ["Berlin", "Cairo", "Monaco", "Rio"]),
    ("Pages", ["280 pages", "320 pages", "360 pages", "400 pages"], [280, 320, 360, 400]),
]
SOLUTION = [
    ["Gwen", "train", "Cairo", "360 pages"],
    ["Hector", "casino", "Rio", "280 pages"],
    ["Ivy", "vault", "Monaco", "400 pages"],
    ["Julian", "museum", "Berlin", "320 pages"],
]
CLUES = [
    ("The novel set in Monaco is 40 pages longer than the train heist.", lambda s: s.n(P, "Monaco") == s.n(P, "train") + 40),
    ("Of Hector's novel and the museum heist, one is set in Rio and the other runs to 320 pages.",
     lambda s: s.e("Hector") != s.e("museum") and (
         (s.same("Hector", "Rio") and s.same("museum", "320 pages")) or
         (s.same("museum", "Rio") and s.same("Hector", "320 pages")))),
    ("The casino heist isn't set in Monaco.", lambda s: not s.same("casino", "Monaco")),
    ("Gwen's book is somewhat longer than the one set in Berlin.", lambda s: s.n(P, "Gwen") > s.n(P, "Berlin")),
    ("The shortest novel isn't about the vault or the museum.", lambda s: not s.same("280 pages", "vault") and not s.same("280 pages", "museum")),
    ("Either Ivy or Julian wrote the book set in Berlin.", lambda s: s.same("Ivy", "Berlin") != s.same("Julian", "Berlin")),
    ("Julian's novel is 80 pages shorter than Ivy's.", lambda s: s.n(P, "Julian") == s.n(P, "Ivy") - 80),
    ("The vault heist is 120 pages longer than the casino heist.", lambda s: s.n(P, "vault") == s.n(P, "casino") + 120),
    ("Gwen's novel isn't set in Rio.", lambda s: not s.same("Gwen", "Rio")),
]
NUM = "."
DOT = False
INTRO = ["Four crime writers each published a heist novel this year."]
OUTRO = []
REMARKS = INTRO + OUTRO
