# Clue 4 places the vet next to Mrs Lacey at the dinner table, but no category records
# where anyone sat, so the clue cannot be used; all that follows from it is that the vet
# is not Mrs Lacey, and that is not enough.
CATEGORIES = [
    ("Guests", ["Mr Kemble", "Mrs Lacey", "Dr Mayhew", "Miss Nutt"]),
    ("Professions", ["architect", "dentist", "journalist", "vet"]),
    ("Home towns", ["Bath", "Exeter", "Truro", "Wells"]),
]
INTRO = [
    "Lady Pendleton's dinner party last Saturday was a small affair: just four guests, "
    "each with a different profession and each from a different West Country town.",
]
CLUES = [
    ("Mr Kemble, who isn't the journalist, lives in Exeter.",
     lambda s: not s.same("Mr Kemble", "journalist") and s.same("Mr Kemble", "Exeter")),
    ("The dentist lives in neither Truro nor Wells.",
     lambda s: not s.same("dentist", "Truro") and not s.same("dentist", "Wells")),
    ("Miss Nutt is not the architect, and the guest from Wells is not the vet.",
     lambda s: not s.same("Miss Nutt", "architect") and not s.same("Wells", "vet")),
    ("The architect is the guest from Exeter, and Dr Mayhew doesn't live in Bath.",
     lambda s: s.same("architect", "Exeter") and not s.same("Dr Mayhew", "Bath")),
]
TEXT_CLUES = [
    "Mr Kemble, who isn't the journalist, lives in Exeter.",
    "The dentist lives in neither Truro nor Wells.",
    "Miss Nutt is not the architect, and the guest from Wells is not the vet.",
    "The vet sat next to Mrs Lacey at dinner.",
    "The architect is the guest from Exeter, and Dr Mayhew doesn't live in Bath.",
]
REFUSED = {
    "The vet sat next to Mrs Lacey at dinner.": {
        "only that the vet is not Mrs Lacey": lambda s: not s.same("vet", "Mrs Lacey"),
    },
}
EXPECT = 4  # without clue 4
OUTRO = ["What does each guest do, and where does each live?"]
REMARKS = INTRO + OUTRO
