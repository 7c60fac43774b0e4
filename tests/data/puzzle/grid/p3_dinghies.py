CATEGORIES = [
    ("Sailors", ["Astrid", "Bjorn", "Carys", "Dermot", "Eun-ji"]),
    ("Boats", ["Albatross", "Kittiwake", "Petrel", "Shearwater", "Tern"]),
    ("Sails", ["blue", "green", "red", "white", "yellow"]),
]
CLUES = [
    ("The Kittiwake has green sails.", lambda s: s.same("Kittiwake", "green")),
    ("Eun-ji doesn't sail the Tern or the Petrel.", lambda s: not s.same("Eun-ji", "Tern") and not s.same("Eun-ji", "Petrel")),
    ("Of Astrid and Dermot, one sails the Petrel and the other has blue sails.",
     lambda s: (s.same("Astrid", "Petrel") and s.same("Dermot", "blue"))
     or (s.same("Dermot", "Petrel") and s.same("Astrid", "blue"))),
    ("The boat with white sails is either the Tern or the Albatross.",
     lambda s: s.same("white", "Tern") != s.same("white", "Albatross")),
    ("Carys's boat has yellow sails.", lambda s: s.same("Carys", "yellow")),
    ("Neither Bjorn nor Carys sails the Shearwater.",
     lambda s: not s.same("Bjorn", "Shearwater") and not s.same("Carys", "Shearwater")),
    ("The Albatross isn't Bjorn's.", lambda s: not s.same("Albatross", "Bjorn")),
    ("Dermot's sails aren't red.", lambda s: not s.same("Dermot", "red")),
    ("Bjorn's boat doesn't have green sails.", lambda s: not s.same("Bjorn", "green")),
]
