# Clue 4, "The traveller who flew in from Japan stayed in room 12.": no
# category is a country; that Kyoto is in Japan is outside knowledge.
CATEGORIES = [
    ("Travellers", ["Dr Okonkwo", "Ms Lindqvist", "Mr Pereira", "Mrs Tanaka"]),
    ("Cities", ["Kyoto", "Lyon", "Perth", "Porto"]),
    ("Rooms", ["room 10", "room 11", "room 12", "room 14"]),
]
CLUES = [
    ("Mrs Tanaka didn't stay in room 10 or room 12.",
     lambda s: not s.same("Mrs Tanaka", "room 10") and not s.same("Mrs Tanaka", "room 12")),
    ("Mr Pereira, who isn't from Perth, had room 14.",
     lambda s: not s.same("Mr Pereira", "Perth") and s.same("Mr Pereira", "room 14")),
    ("Ms Lindqvist came from Lyon.", lambda s: s.same("Ms Lindqvist", "Lyon")),
    ("Dr Okonkwo didn't come from Porto.", lambda s: not s.same("Dr Okonkwo", "Porto")),
]
REFUSED = {
    "The traveller who flew in from Japan stayed in room 12.": {
        "'from Japan' = from Kyoto (outside knowledge)": lambda s: s.same("Kyoto", "room 12"),
    },
}
INSERT = [("The traveller who flew in from Japan stayed in room 12.", 3)]
EXPECT = 6
REMARKS = ["Four guests checked in at the Harbourside Hotel on Friday evening, each from a different city and each given a different room."]
QUESTIONS = [("Who stayed in room 12?", None)]
