-- The public pages a club was started with said what the portal now draws from its data
-- (issue 30): where a page still holds the words it was started with, those words give way to
-- the live tokens the new defaults use. A text an editor changed is the editor's and stays.
UPDATE "content_pages"
SET "rules" = replace(replace(replace("rules"::text,
    '"Bookings up to 60 days ahead, for at most 14 nights."', '"{{chambers.stay}}"'),
    '"Cancellations later than 48 hours before check-in are charged one night."', '"{{chambers.cancellation}}"'),
    '"An advance confirms the booking; the cancellation policy applies by days before the function."', '"An advance confirms the booking. {{banquets.cancellation}}"')::jsonb
WHERE "slug" IN ('thechambers', 'chamberbooking', 'banquets');
--> statement-breakpoint
UPDATE "content_pages"
SET "timings" = (
  SELECT coalesce(jsonb_agg(t ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements("timings") WITH ORDINALITY AS x(t, i)
  WHERE t <> '{"label": "Booking window", "value": "Up to 60 days ahead"}'::jsonb
)
WHERE "slug" = 'chamberbooking';
--> statement-breakpoint
UPDATE "content_pages"
SET "summary" = 'Members book rooms for themselves, their guests and guests from affiliated clubs on the portal.'
WHERE "slug" = 'chamberbooking'
  AND "summary" = 'Members book rooms for themselves, their guests and guests from affiliated clubs through the Chambers office, by phone or email.';
--> statement-breakpoint
UPDATE "content_pages"
SET "body_html" = replace("body_html",
  '<h2>Tariff per night</h2><ul><li>Single room: ₹4,500 for members, ₹6,000 for affiliated-club guests</li><li>Double room: ₹5,500 for members, ₹7,500 for affiliated-club guests</li><li>Suite: ₹9,000 for members, ₹12,000 for affiliated-club guests</li></ul>',
  '<h2>Tariff per night</h2><p>{{chambers.tariffs}}</p>')
WHERE "slug" = 'chamberbooking';
--> statement-breakpoint
UPDATE "content_pages"
SET "body_html" = replace("body_html",
  'Halls are booked by members for four or eight hours through the banquet office, which checks availability with you and is glad to show the halls by appointment.',
  'Members book halls for four or eight hours on the portal; the banquet office confirms the booking with you and is glad to show the halls by appointment.')
WHERE "slug" = 'banquets';
--> statement-breakpoint
UPDATE "content_pages"
SET "body_html" = replace("body_html",
  'Members book events for themselves and their guests through the club office.',
  'Members book events for themselves and their guests on the portal.')
WHERE "slug" = 'events';
