# सुझाव: कंप्यूटर यह चाल क्यों सुझाता है, बच्चे के शब्दों में।

hint-wins-game = इस चाल से जीत पक्की!
hint-makes-sequence = इससे तुम्हारी लाइन पूरी हो जाएगी!
# $team is a colour alone, as children name a team: "इससे नीला … नहीं लगा पाएगा". A colour
# named as a team is masculine, so the verb is too. $chips is the count the move prevents.
hint-blocks = इससे { $team } एक लाइन में { $chips ->
    [one] { $chips } गोटी
   *[other] { $chips } गोटियाँ
} नहीं लगा पाएगा
hint-takes-away = इससे { $team } अपनी लाइन की एक गोटी खो देगा
hint-builds-line = इससे एक लाइन में तुम्हारी { $chips ->
    [one] { $chips } गोटी हो जाएगी
   *[other] { $chips } गोटियाँ हो जाएँगी
}
hint-trades-dead-card = यह कार्ड कोई नहीं खेल सकता: इसे बदल लो
hint-starts-lines = लाइन शुरू करने के लिए यह अच्छी जगह है
